import {
  invoiceStatusLabels,
  invoiceStatusValues,
  invoiceTypeLabels,
  invoiceTypeValues,
  payStateLabels,
  payStateValues,
  payTypeLabels,
  payTypeValues,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { type ListFilterProps, ListFilters } from "#admin/components/list-filters";
import type { InvoiceListFilters, InvoiceListSearch } from "./search";

type Props = ListFilterProps<InvoiceListSearch, InvoiceListFilters>;

/**
 * invoiceList's filters (spec 002 §2): the conference in the all-conferences scope, payment method and
 * status, invoice type and status, a keyword. They apply on Search or Enter.
 */
export function InvoiceFilters(props: Props) {
  const { t } = useLingui();
  return (
    <ListFilters<InvoiceListSearch, InvoiceListFilters>
      {...props}
      testIdPrefix="invoice"
      enums={[
        { name: "payType", label: t`Payment method`, values: payTypeValues, labels: payTypeLabels },
        { name: "payStatus", label: t`Payment status`, values: payStateValues, labels: payStateLabels },
        { name: "invoiceType", label: t`Invoice type`, values: invoiceTypeValues, labels: invoiceTypeLabels },
        {
          name: "invoiceStatus",
          label: t`Invoice status`,
          values: invoiceStatusValues,
          labels: invoiceStatusLabels,
        },
      ]}
      keywordPlaceholder={t`Name, unit, e-mail, invoice number, or a whole phone number`}
    />
  );
}
