import { payStateLabels, payStateValues, payTypeLabels, payTypeValues } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { type ListFilterProps, ListFilters } from "#admin/components/list-filters";
import type { PaymentListFilters, PaymentListSearch } from "./search";

type Props = ListFilterProps<PaymentListSearch, PaymentListFilters>;

/**
 * paylist's filters (spec 002 §2: the invoice list's, without the invoice ones): the conference in the
 * all-conferences scope, payment method and status, a keyword. They apply on Search or Enter.
 */
export function PaymentFilters(props: Props) {
  const { t } = useLingui();
  return (
    <ListFilters<PaymentListSearch, PaymentListFilters>
      {...props}
      testIdPrefix="payment"
      enums={[
        { name: "payType", label: t`Payment method`, values: payTypeValues, labels: payTypeLabels },
        { name: "payStatus", label: t`Payment status`, values: payStateValues, labels: payStateLabels },
      ]}
      keywordPlaceholder={t`Name, unit, e-mail, trade number, or a whole phone number`}
    />
  );
}
