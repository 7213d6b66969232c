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
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, DatePicker, Form, Input, Select } from "antd";
import { useEffect, useMemo } from "react";
import { titleOf, useAdminLocale } from "#admin/format";
import { type FilterValues, toFilters, toFormValues } from "./filter-form";
import { firstYear, type RegisterListFilters, type RegisterListSearch } from "./search";

type Props = {
  scope: AdminScope;
  search: RegisterListSearch;
  conferences: AdminConference[] | undefined;
  loadingConferences: boolean;
  onSearch: (filters: RegisterListFilters) => void;
};

/** The filters that choose one value of an enum, in the spec's order. */
const enumFilters: {
  name: keyof FilterValues;
  title: MessageDescriptor;
  values: readonly number[];
  labels: Record<number, Label>;
  testId: string;
}[] = [
  {
    name: "level",
    title: msg`Person level`,
    values: personLevelValues,
    labels: personLevelLabels,
    testId: "filter-level",
  },
  {
    name: "payType",
    title: msg`Payment method`,
    values: payTypeValues,
    labels: payTypeLabels,
    testId: "filter-pay-type",
  },
  {
    name: "payStatus",
    title: msg`Payment status`,
    values: payStatusValues,
    labels: payStatusLabels,
    testId: "filter-pay-status",
  },
  {
    name: "invoiceType",
    title: msg`Invoice type`,
    values: invoiceTypeValues,
    labels: invoiceTypeLabels,
    testId: "filter-invoice-type",
  },
  {
    name: "invoiceStatus",
    title: msg`Invoice status`,
    values: invoiceStatusValues,
    labels: invoiceStatusLabels,
    testId: "filter-invoice-status",
  },
  { name: "isSignIn", title: msg`Check-in`, values: [1, 0], labels: signInLabels, testId: "filter-sign-in" },
];

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
      {enumFilters.map((filter) => (
        <Form.Item name={filter.name} key={filter.name}>
          <Select
            allowClear
            prefix={i18n._(filter.title)}
            placeholder={anyText}
            options={filter.values.map((value) => ({ value, label: i18n._(filter.labels[value] as Label) }))}
            popupMatchSelectWidth={false}
            data-testid={filter.testId}
          />
        </Form.Item>
      ))}
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
