import { SearchOutlined, UndoOutlined } from "@ant-design/icons";
import {
  type AdminConference,
  type AdminScope,
  invoiceStatusLabels,
  invoiceStatusValues,
  invoiceTypeLabels,
  invoiceTypeValues,
  type Label,
  payStatusLabels,
  payStatusValues,
  payTypeLabels,
  payTypeValues,
  personLevelLabels,
  personLevelValues,
  signInLabels,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, DatePicker, Form, Input, Select } from "antd";
import { useEffect, useMemo } from "react";
import { titleOf, useAdminLocale } from "../format";
import { type FilterValues, toFilters, toFormValues } from "./filter-form";
import { firstYear, type RegisterListFilters, type RegisterListSearch } from "./search";

type Props = {
  scope: AdminScope;
  search: RegisterListSearch;
  conferences: AdminConference[] | undefined;
  loadingConferences: boolean;
  onSearch: (filters: RegisterListFilters) => void;
};

const years = (() => {
  const list: number[] = [];
  for (let year = new Date().getFullYear(); year >= firstYear; year--) list.push(year);
  return list;
})();

/** The filters above the registration list; they apply on Search (or Enter in the keyword box). */
export function FilterForm({ scope, search, conferences, loadingConferences, onSearch }: Props) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const [form] = Form.useForm<FilterValues>();
  const all = scope === "all";
  const year = Form.useWatch("year", form);
  const hostUnit = Form.useWatch("hostUnit", form);
  const chosenConference = Form.useWatch("conference", form);

  // Back and forward change the URL under the form: show what the URL says.
  useEffect(() => {
    form.setFieldsValue(toFormValues(search));
  }, [form, search]);

  const labelled = <T extends number>(values: readonly T[], labels: Record<T, Label>) =>
    values.map((value) => ({ value, label: i18n._(labels[value]) }));

  const hosts = useMemo(
    () => [...new Set((conferences ?? []).map((c) => c.hostUnit).filter(Boolean))].sort(),
    [conferences],
  );
  const conferenceChoices = (conferences ?? []).filter(
    (c) => (!year || c.year === year) && (!hostUnit || c.hostUnit === hostUnit),
  );
  const typeSource = conferences?.find((c) => c.id === (all ? chosenConference : scope));
  const participantTypes = (typeSource?.participantTypes ?? []).map((type) => ({
    value: type.id,
    label: titleOf(type.title, locale),
  }));

  // A narrower year or host may rule out the chosen conference; another conference has other types.
  const onValuesChange = (changed: Partial<FilterValues>) => {
    if ("year" in changed || "hostUnit" in changed) {
      const {
        year: y,
        hostUnit: h,
        conference: id,
      } = form.getFieldsValue(["year", "hostUnit", "conference"]);
      const fits = (conferences ?? []).some(
        (c) => c.id === id && (!y || c.year === y) && (!h || c.hostUnit === h),
      );
      if (id != null && !fits) form.setFieldsValue({ conference: undefined, participantTypeId: undefined });
    }
    if ("conference" in changed) form.setFieldsValue({ participantTypeId: undefined });
  };

  const reset = () => {
    form.setFieldsValue(toFormValues({}));
    onSearch({});
  };

  const anyText = t`All`;
  return (
    <Form<FilterValues>
      form={form}
      className="adm-filters"
      initialValues={toFormValues(search)}
      onValuesChange={onValuesChange}
      onFinish={(values) => onSearch(toFilters(values))}
    >
      <Form.Item name="keyword" className="adm-filter-wide">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t`Keyword: name, unit, e-mail, phone…`}
          maxLength={100}
          data-testid="registration-keyword"
        />
      </Form.Item>
      <Form.Item name="year">
        <Select
          allowClear
          prefix={t`Registration year`}
          placeholder={anyText}
          options={years.map((y) => ({ value: y, label: String(y) }))}
          data-testid="filter-year"
        />
      </Form.Item>
      <Form.Item name="createdDate">
        <DatePicker
          prefix={t`Registered on`}
          placeholder={anyText}
          className="adm-fill"
          data-testid="filter-date"
        />
      </Form.Item>
      {all && (
        <Form.Item name="hostUnit">
          <Select
            allowClear
            showSearch
            prefix={t`Host`}
            placeholder={anyText}
            options={hosts.map((h) => ({ value: h, label: h }))}
            loading={loadingConferences}
            popupMatchSelectWidth={false}
            data-testid="filter-host"
          />
        </Form.Item>
      )}
      {all && (
        <Form.Item name="conference">
          <Select
            allowClear
            showSearch={{ optionFilterProp: "label" }}
            prefix={t`Conference`}
            placeholder={anyText}
            options={conferenceChoices.map((c) => ({ value: c.id, label: titleOf(c.title, locale) }))}
            loading={loadingConferences}
            popupMatchSelectWidth={false}
            data-testid="filter-conference"
          />
        </Form.Item>
      )}
      <Form.Item name="participantTypeId">
        <Select
          allowClear
          prefix={t`Participant type`}
          placeholder={all && !chosenConference ? t`Choose a conference first` : anyText}
          disabled={!typeSource}
          options={participantTypes}
          popupMatchSelectWidth={false}
          data-testid="filter-participant-type"
        />
      </Form.Item>
      <Form.Item name="level">
        <Select
          allowClear
          prefix={t`Person level`}
          placeholder={anyText}
          options={labelled(personLevelValues, personLevelLabels)}
          data-testid="filter-level"
        />
      </Form.Item>
      <Form.Item name="payType">
        <Select
          allowClear
          prefix={t`Payment method`}
          placeholder={anyText}
          options={labelled(payTypeValues, payTypeLabels)}
          popupMatchSelectWidth={false}
          data-testid="filter-pay-type"
        />
      </Form.Item>
      <Form.Item name="payStatus">
        <Select
          allowClear
          prefix={t`Payment status`}
          placeholder={anyText}
          options={labelled(payStatusValues, payStatusLabels)}
          popupMatchSelectWidth={false}
          data-testid="filter-pay-status"
        />
      </Form.Item>
      <Form.Item name="invoiceType">
        <Select
          allowClear
          prefix={t`Invoice type`}
          placeholder={anyText}
          options={labelled(invoiceTypeValues, invoiceTypeLabels)}
          popupMatchSelectWidth={false}
          data-testid="filter-invoice-type"
        />
      </Form.Item>
      <Form.Item name="invoiceStatus">
        <Select
          allowClear
          prefix={t`Invoice status`}
          placeholder={anyText}
          options={labelled(invoiceStatusValues, invoiceStatusLabels)}
          popupMatchSelectWidth={false}
          data-testid="filter-invoice-status"
        />
      </Form.Item>
      <Form.Item name="isSignIn">
        <Select
          allowClear
          prefix={t`Check-in`}
          placeholder={anyText}
          options={labelled([1, 0] as const, signInLabels)}
          data-testid="filter-sign-in"
        />
      </Form.Item>
      <div className="adm-filter-actions">
        <Button icon={<UndoOutlined />} onClick={reset} data-testid="registration-reset">
          <Trans>Reset</Trans>
        </Button>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="registration-search">
          <Trans>Search</Trans>
        </Button>
      </div>
    </Form>
  );
}
