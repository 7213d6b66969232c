import { SearchOutlined } from "@ant-design/icons";
import {
  invoiceStatusLabels,
  invoiceStatusValues,
  invoiceTypeLabels,
  invoiceTypeValues,
  payStatusLabels,
  payStatusValues,
  payTypeLabels,
  payTypeValues,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Form, Input, Select } from "antd";
import { useEffect } from "react";
import { FilterActions, type ListFilterProps } from "#admin/components/list-filters";
import { titleOf, useAdminLocale } from "#admin/format";
import type { InvoiceListFilters, InvoiceListSearch } from "./search";

type Props = ListFilterProps<InvoiceListSearch, InvoiceListFilters>;

const empty: InvoiceListFilters = {
  conferenceId: undefined,
  invoiceType: undefined,
  invoiceStatus: undefined,
  payType: undefined,
  payStatus: undefined,
  keyword: undefined,
};

/** Every filter present, so setting the form from the URL also clears what the URL no longer has. */
const formValues = (search: InvoiceListSearch): InvoiceListFilters => ({
  ...empty,
  conferenceId: search.conferenceId,
  invoiceType: search.invoiceType,
  invoiceStatus: search.invoiceStatus,
  payType: search.payType,
  payStatus: search.payStatus,
  keyword: search.keyword,
});

/** Chosen filters only, typed words trimmed: empty ones stay out of the URL. */
function toFilters(values: InvoiceListFilters): InvoiceListFilters {
  const keyword = values.keyword?.trim();
  const chosen = Object.fromEntries(
    Object.entries({ ...values, keyword: keyword || undefined }).filter(([, v]) => v != null),
  );
  return chosen as InvoiceListFilters;
}

/**
 * invoiceList's filters (spec 002 §2): the conference in the all-conferences scope, payment method and
 * status, invoice type and status, a keyword. They apply on Search or Enter.
 */
export function InvoiceFilters({ scope, search, conferences, loadingConferences, onSearch }: Props) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const [form] = Form.useForm<InvoiceListFilters>();

  // Back and forward change the URL under the form: show what the URL says.
  useEffect(() => {
    form.setFieldsValue(formValues(search));
  }, [form, search]);

  const select = (
    label: string,
    options: { value: number; label: string }[],
    testId: string,
    loading = false,
  ) => (
    <Select
      loading={loading}
      allowClear
      prefix={label}
      placeholder={t`All`}
      options={options}
      popupMatchSelectWidth={false}
      showSearch={options.length > 10 ? { optionFilterProp: "label" } : undefined}
      data-testid={testId}
    />
  );

  return (
    <Form<InvoiceListFilters>
      form={form}
      className="adm-filters"
      initialValues={formValues(search)}
      onFinish={(values) => onSearch(toFilters(values))}
    >
      {scope === "all" && (
        <Form.Item name="conferenceId">
          {select(
            t`Conference`,
            (conferences ?? []).map((c) => ({ value: c.id, label: titleOf(c.title, locale) })),
            "invoice-filter-conference",
            loadingConferences,
          )}
        </Form.Item>
      )}
      <Form.Item name="payType">
        {select(
          t`Payment method`,
          payTypeValues.map((v) => ({ value: v, label: i18n._(payTypeLabels[v]) })),
          "invoice-filter-payType",
        )}
      </Form.Item>
      <Form.Item name="payStatus">
        {select(
          t`Payment status`,
          payStatusValues.map((v) => ({ value: v, label: i18n._(payStatusLabels[v]) })),
          "invoice-filter-payStatus",
        )}
      </Form.Item>
      <Form.Item name="invoiceType">
        {select(
          t`Invoice type`,
          invoiceTypeValues.map((v) => ({ value: v, label: i18n._(invoiceTypeLabels[v]) })),
          "invoice-filter-invoiceType",
        )}
      </Form.Item>
      <Form.Item name="invoiceStatus">
        {select(
          t`Invoice status`,
          invoiceStatusValues.map((v) => ({ value: v, label: i18n._(invoiceStatusLabels[v]) })),
          "invoice-filter-invoiceStatus",
        )}
      </Form.Item>
      <Form.Item name="keyword" className="adm-filter-wide">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t`Name, unit, e-mail, invoice number, or a whole phone number`}
          aria-label={t`Keyword`}
          maxLength={60}
          data-testid="invoice-keyword"
        />
      </Form.Item>
      <FilterActions
        testIdPrefix="invoice"
        onReset={() => {
          form.setFieldsValue(empty);
          onSearch({});
        }}
      />
    </Form>
  );
}
