import { SearchOutlined, UndoOutlined } from "@ant-design/icons";
import type { AdminConference, AdminScope, Label } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Form, Input, Select } from "antd";
import { useEffect } from "react";
import { titleOf, useAdminLocale } from "#admin/format";

/** What a list page gives its filter form: the URL's search, and where the chosen filters go. */
export type ListFilterProps<Search, Filters> = {
  scope: AdminScope;
  search: Search;
  conferences: AdminConference[] | undefined;
  loadingConferences: boolean;
  onSearch: (filters: Filters) => void;
};

/** The filter form's Reset and Search; the test ids are `<prefix>-reset` and `<prefix>-search`. */
export function FilterActions({ onReset, testIdPrefix }: { onReset: () => void; testIdPrefix: string }) {
  return (
    <div className="adm-filter-actions">
      <Button icon={<UndoOutlined />} onClick={onReset} data-testid={`${testIdPrefix}-reset`}>
        <Trans>Reset</Trans>
      </Button>
      <Button
        type="primary"
        htmlType="submit"
        icon={<SearchOutlined />}
        data-testid={`${testIdPrefix}-search`}
      >
        <Trans>Search</Trans>
      </Button>
    </div>
  );
}

/** One select of enum values, labelled from the shared label table; its test id is `<prefix>-filter-<name>`. */
export type EnumFilter<Name extends string = string> = {
  name: Name;
  label: string;
  values: readonly number[];
  /** A label for every value of `values` (the shared `Labels` table of the enum). */
  labels: Readonly<Record<number, Label>>;
};

/** The filters every such list has: the conference (in the all-conferences scope) and a keyword. */
type CommonFilters = { conferenceId?: number; keyword?: string };
type FilterValues = Record<string, number | string | undefined>;

type ListFiltersProps<Search, Filters> = ListFilterProps<Search, Filters> & {
  /** Test ids: `<prefix>-filter-conference`, `<prefix>-filter-<name>`, `<prefix>-keyword`, the actions'. */
  testIdPrefix: string;
  enums: EnumFilter<Extract<keyof Filters, string>>[];
  keywordPlaceholder: string;
};

/**
 * A list's filter form: the conference in the all-conferences scope, a select per enum, a keyword. The
 * filters apply on Search or Enter; only chosen ones, typed words trimmed, go to `onSearch` (and the URL).
 */
export function ListFilters<Search extends Filters, Filters extends CommonFilters>({
  scope,
  search,
  conferences,
  loadingConferences,
  onSearch,
  testIdPrefix,
  enums,
  keywordPlaceholder,
}: ListFiltersProps<Search, Filters>) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const [form] = Form.useForm<FilterValues>();
  const names = ["conferenceId", ...enums.map((e) => e.name), "keyword"];

  /** Every filter present, so setting the form from the URL also clears what the URL no longer has. */
  const formValues = (from: Partial<Filters>): FilterValues =>
    Object.fromEntries(names.map((name) => [name, (from as FilterValues)[name]]));

  // Back and forward change the URL under the form: show what the URL says.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters' names are fixed per list
  useEffect(() => {
    form.setFieldsValue(formValues(search));
  }, [form, search]);

  /** Chosen filters only, typed words trimmed: empty ones stay out of the URL. */
  const toFilters = (values: FilterValues): Filters => {
    const keyword = typeof values.keyword === "string" ? values.keyword.trim() : undefined;
    const chosen = Object.entries({ ...values, keyword: keyword || undefined }).filter(([, v]) => v != null);
    return Object.fromEntries(chosen) as unknown as Filters;
  };

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
    <Form<FilterValues>
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
            `${testIdPrefix}-filter-conference`,
            loadingConferences,
          )}
        </Form.Item>
      )}
      {enums.map(({ name, label, values, labels }) => (
        <Form.Item<FilterValues> key={name} name={name}>
          {select(
            label,
            values.map((v) => ({ value: v, label: i18n._(labels[v] as Label) })),
            `${testIdPrefix}-filter-${name}`,
          )}
        </Form.Item>
      ))}
      <Form.Item name="keyword" className="adm-filter-wide">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={keywordPlaceholder}
          aria-label={t`Keyword`}
          maxLength={60}
          data-testid={`${testIdPrefix}-keyword`}
        />
      </Form.Item>
      <FilterActions
        testIdPrefix={testIdPrefix}
        onReset={() => {
          form.setFieldsValue(formValues({}));
          onSearch({} as Filters);
        }}
      />
    </Form>
  );
}
