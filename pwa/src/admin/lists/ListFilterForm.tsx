import type {
  AdminConference,
  AdminScope,
  DeclaredFilter,
  ListDeclaration,
  LodgingRooms,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Form } from "antd";
import { useEffect, useMemo } from "react";
import { FilterActions } from "#admin/components/list-filters";
import { titleOf, useAdminLocale } from "#admin/format";
import { filterControl } from "./filter-controls";
import { type FilterTestIds, prefixedTestIds } from "./filter-test-ids";
import { chosenFilters, type FormValues, formValues, picksDay } from "./filter-values";
import { followChoices, nameOfKind } from "./follow-choices";
import type { ListFilterValues } from "./list-search";

type Props<D extends ListDeclaration> = {
  list: D;
  scope: AdminScope;
  filters: ListFilterValues<D>;
  conferences: AdminConference[] | undefined;
  loadingConferences?: boolean;
  /** The conference's hotels with their room types, for the hotel and room type filters. */
  hotels?: LodgingRooms["hotels"];
  onSearch: (filters: ListFilterValues<D>) => void;
  /** Test ids: `<prefix>-filter-<name>` (`-conference` for the conference), `<prefix>-keyword`, the actions'. */
  testIdPrefix: string;
  /** Other test ids than the prefix's (the registration family keeps the ones its journeys use). */
  testIds?: FilterTestIds;
};

/** Whether a filter is offered in the scope: the conference and the host in the all-conferences one only. */
const offered = (filter: DeclaredFilter, scope: AdminScope) =>
  scope === "all" || (filter.kind !== "conference" && filter.kind !== "host");

/**
 * A declared list's filter form: a control per filter kind, in the declaration's order. Choices follow
 * each other: a year or host rules out the conferences of others, a conference has its own participant
 * types, a hotel its room types. The filters apply on Search or Enter; Reset clears them all.
 */
export function ListFilterForm<D extends ListDeclaration>(props: Props<D>) {
  const { list, scope, filters, conferences = [], onSearch, hotels = [] } = props;
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const [form] = Form.useForm<FormValues>();
  const ids = props.testIds ?? prefixedTestIds(props.testIdPrefix);
  const names = useMemo(() => nameOfKind(list), [list]);
  const watch = (name: string | undefined) => (values: FormValues) => (name ? values[name] : undefined);
  const year = Form.useWatch(watch(names.year), form) as number | undefined;
  const host = Form.useWatch(watch(names.host), form) as string | undefined;
  const chosenConference = Form.useWatch(watch(names.conference), form) as number | undefined;
  const chosenHotel = Form.useWatch(watch(names.hotel), form) as number | undefined;
  // Back and forward change the URL under the form: show what the URL says.
  useEffect(() => {
    form.setFieldsValue(formValues(list, filters));
  }, [form, list, filters]);

  const fits = (c: AdminConference) => (!year || c.year === year) && (!host || c.hostUnit === host);
  const typeSource = conferences.find((c) => c.id === (scope === "all" ? chosenConference : scope));
  const choice = (item: { id: number; name: { zh: string; en: string } }) => ({
    value: item.id,
    label: titleOf(item.name, locale),
  });
  const context = {
    i18n,
    any: t`All`,
    words: { conference: t`Conference`, keyword: t`Keyword`, yes: t`Yes`, no: t`No` },
    conferences: conferences.filter(fits).map((c) => ({ value: c.id, label: titleOf(c.title, locale) })),
    hosts: [...new Set(conferences.map((c) => c.hostUnit).filter(Boolean))]
      .sort()
      .map((h) => ({ value: h, label: h })),
    refs: {
      participantType: (typeSource?.participantTypes ?? []).map((type) => ({
        value: type.id,
        label: titleOf(type.title, locale),
      })),
      hotel: hotels.map(choice),
      roomType: hotels
        .filter((h) => !chosenHotel || h.id === chosenHotel)
        .flatMap((h) => h.roomTypes.map(choice)),
    },
    typesPlaceholder: scope === "all" && !chosenConference ? t`Choose a conference first` : undefined,
    loadingConferences: props.loadingConferences ?? false,
  };

  return (
    <Form<FormValues>
      form={form}
      className="adm-filters"
      initialValues={formValues(list, filters)}
      onValuesChange={(changed) => followChoices(form, names, changed, conferences)}
      onFinish={(values) => onSearch(chosenFilters(list, values) as ListFilterValues<D>)}
    >
      {Object.entries(list.filters).map(([name, filter]) =>
        offered(filter, scope) ? (
          <Form.Item
            key={name}
            name={name}
            label={filter.kind === "day" && !picksDay(filter) ? i18n._(filter.label) : undefined}
            className={
              (filter.kind === "enum" && filter.wide) || filter.kind === "keyword"
                ? "adm-filter-wide"
                : undefined
            }
          >
            {filterControl(filter, {
              ...context,
              testId: filter.kind === "keyword" ? ids.keyword : ids.filter(name, filter),
            })}
          </Form.Item>
        ) : null,
      )}
      <FilterActions
        testIdPrefix={ids.actions}
        onReset={() => {
          form.setFieldsValue(formValues(list, {}));
          onSearch({});
        }}
      />
    </Form>
  );
}
