import { SearchOutlined } from "@ant-design/icons";
import type { AdminConference, AdminScope, DeclaredFilter, Label, ListDeclaration } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Form, Input, InputNumber, Select } from "antd";
import { type ReactNode, useEffect } from "react";
import { FilterActions } from "#admin/components/list-filters";
import { titleOf, useAdminLocale } from "#admin/format";
import type { ListFilterValues } from "./list-search";

type Props<D extends ListDeclaration> = {
  list: D;
  scope: AdminScope;
  filters: ListFilterValues<D>;
  conferences: AdminConference[] | undefined;
  onSearch: (filters: ListFilterValues<D>) => void;
  /** Test ids: `<prefix>-filter-<name>` (`-conference` for the conference), `<prefix>-keyword`, the actions'. */
  testIdPrefix: string;
};

type Values = Record<string, unknown>;

/** Every filter present, so setting the form from the URL also clears what the URL no longer has. */
const formValues = (list: ListDeclaration, from: Values) =>
  Object.fromEntries(Object.keys(list.filters).map((name) => [name, from[name]]));

/** Chosen filters only, typed words trimmed: empty ones stay out of the URL. */
const chosen = (values: Values) =>
  Object.fromEntries(
    Object.entries(values)
      .map(([name, value]) => [name, typeof value === "string" ? value.trim() : value])
      .filter(([, value]) => value != null && value !== ""),
  );

/**
 * A declared list's filter form: a control per filter kind (the conference only in the all-conferences
 * scope). The filters apply on Search or Enter; Reset clears them all.
 */
export function ListFilterForm<D extends ListDeclaration>(props: Props<D>) {
  const { list, scope, filters, conferences, onSearch, testIdPrefix } = props;
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const [form] = Form.useForm<Values>();
  const chosenConference = Form.useWatch("conferenceId", form);
  // Back and forward change the URL under the form: show what the URL says.
  useEffect(() => {
    form.setFieldsValue(formValues(list, filters));
  }, [form, list, filters]);
  const label = (text: Label) => i18n._(text);
  const select = { allowClear: true, placeholder: t`All`, popupMatchSelectWidth: false } as const;

  const control = (name: string, filter: DeclaredFilter): ReactNode => {
    const testId = `${testIdPrefix}-filter-${filter.kind === "conference" ? "conference" : name}`;
    switch (filter.kind) {
      case "conference": {
        const options = (conferences ?? []).map((c) => ({ value: c.id, label: titleOf(c.title, locale) }));
        return <Select {...select} prefix={t`Conference`} options={options} data-testid={testId} />;
      }
      case "enum": {
        const options = (filter.values as readonly (string | number)[]).map((value) => ({
          value,
          label: label(filter.labels[value] as Label),
        }));
        const searched = filter.wide || options.length > 10;
        return (
          <Select
            {...select}
            prefix={label(filter.label)}
            showSearch={searched ? { optionFilterProp: "label" } : undefined}
            options={options}
            data-testid={testId}
          />
        );
      }
      case "boolean":
        return (
          <Select
            {...select}
            prefix={label(filter.label)}
            options={[
              { value: true, label: t`Yes` },
              { value: false, label: t`No` },
            ]}
            data-testid={testId}
          />
        );
      case "text":
        return (
          <Input
            allowClear
            placeholder={label(filter.label)}
            maxLength={filter.maxLength}
            data-testid={testId}
          />
        );
      case "keyword":
        return (
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={label(filter.label)}
            aria-label={t`Keyword`}
            maxLength={filter.maxLength}
            data-testid={`${testIdPrefix}-keyword`}
          />
        );
      case "search":
        return (
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={label(filter.label)}
            aria-label={label(filter.label)}
            maxLength={filter.maxLength}
            style={{ width: 300 }}
            data-testid={testId}
          />
        );
      case "id":
        return <InputNumber min={1} precision={0} placeholder={label(filter.label)} data-testid={testId} />;
      case "day":
        return <Input type="date" data-testid={testId} />;
      case "ref": {
        if (filter.of !== "participantType") return null;
        // The participant types of the conference in scope, or of the one chosen among all.
        const source = conferences?.find((c) => c.id === (scope === "all" ? chosenConference : scope));
        const options = (source?.participantTypes ?? []).map((type) => ({
          value: type.id,
          label: titleOf(type.title, locale),
        }));
        return (
          <Select
            {...select}
            prefix={label(filter.label)}
            options={options}
            disabled={options.length === 0}
            data-testid={testId}
          />
        );
      }
      default:
        return null;
    }
  };

  return (
    <Form<Values>
      form={form}
      className="adm-filters"
      initialValues={formValues(list, filters)}
      onFinish={(values) => onSearch(chosen(values) as ListFilterValues<D>)}
    >
      {Object.entries(list.filters).map(([name, filter]) =>
        filter.kind === "conference" && scope !== "all" ? null : (
          <Form.Item
            key={name}
            name={name}
            label={filter.kind === "day" ? label(filter.label) : undefined}
            className={
              (filter.kind === "enum" && filter.wide) || filter.kind === "keyword"
                ? "adm-filter-wide"
                : undefined
            }
          >
            {control(name, filter)}
          </Form.Item>
        ),
      )}
      <FilterActions onReset={() => onSearch({})} testIdPrefix={testIdPrefix} />
    </Form>
  );
}
