import { personLevelLabels, personLevelValues, printTypeLabels, printTypeValues } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { type ListFilterProps, ListFilters } from "#admin/components/list-filters";
import type { PrintListFilters, PrintListSearch } from "./search";

type Props = ListFilterProps<PrintListSearch, PrintListFilters>;

/**
 * printlist's filters (spec 002 §2): the conference in the all-conferences scope, the person type and
 * the badge's print type, a keyword. They apply on Search or Enter.
 */
export function PrintFilters(props: Props) {
  const { t } = useLingui();
  return (
    <ListFilters<PrintListSearch, PrintListFilters>
      {...props}
      testIdPrefix="print"
      enums={[
        { name: "level", label: t`Person level`, values: personLevelValues, labels: personLevelLabels },
        { name: "printType", label: t`Print type`, values: printTypeValues, labels: printTypeLabels },
      ]}
      keywordPlaceholder={t`Name, unit, e-mail, card number, or a whole phone number`}
    />
  );
}
