import { SearchOutlined } from "@ant-design/icons";
import { payStatusLabels, payStatusValues, payTypeLabels, payTypeValues } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Form, Input, Select } from "antd";
import { useEffect } from "react";
import { FilterActions, type ListFilterProps } from "#admin/components/list-filters";
import { titleOf, useAdminLocale } from "#admin/format";
import type { PaymentListFilters, PaymentListSearch } from "./search";

type Props = ListFilterProps<PaymentListSearch, PaymentListFilters>;

const empty: PaymentListFilters = {
  conferenceId: undefined,
  payType: undefined,
  payStatus: undefined,
  keyword: undefined,
};

/** Every filter present, so setting the form from the URL also clears what the URL no longer has. */
const formValues = (search: PaymentListSearch): PaymentListFilters => ({
  ...empty,
  conferenceId: search.conferenceId,
  payType: search.payType,
  payStatus: search.payStatus,
  keyword: search.keyword,
});

/** Typed words trimmed, empty ones left out of the URL. */
function toFilters(values: PaymentListFilters): PaymentListFilters {
  const keyword = values.keyword?.trim();
  return {
    ...(values.conferenceId != null ? { conferenceId: values.conferenceId } : {}),
    ...(values.payType != null ? { payType: values.payType } : {}),
    ...(values.payStatus != null ? { payStatus: values.payStatus } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

/**
 * paylist's filters (spec 002 §2: the invoice list's, without the invoice ones): the conference in the
 * all-conferences scope, payment method and status, a keyword. They apply on Search or Enter.
 */
export function PaymentFilters({ scope, search, conferences, loadingConferences, onSearch }: Props) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const [form] = Form.useForm<PaymentListFilters>();

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
    <Form<PaymentListFilters>
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
            "payment-filter-conference",
            loadingConferences,
          )}
        </Form.Item>
      )}
      <Form.Item name="payType">
        {select(
          t`Payment method`,
          payTypeValues.map((v) => ({ value: v, label: i18n._(payTypeLabels[v]) })),
          "payment-filter-payType",
        )}
      </Form.Item>
      <Form.Item name="payStatus">
        {select(
          t`Payment status`,
          payStatusValues.map((v) => ({ value: v, label: i18n._(payStatusLabels[v]) })),
          "payment-filter-payStatus",
        )}
      </Form.Item>
      <Form.Item name="keyword" className="adm-filter-wide">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t`Name, unit, e-mail, trade number, or a whole phone number`}
          aria-label={t`Keyword`}
          maxLength={60}
          data-testid="payment-keyword"
        />
      </Form.Item>
      <FilterActions
        testIdPrefix="payment"
        onReset={() => {
          form.setFieldsValue(empty);
          onSearch({});
        }}
      />
    </Form>
  );
}
