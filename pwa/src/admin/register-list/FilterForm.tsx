import {
  type AdminConference,
  type AdminScope,
  type ListFilter,
  type LodgingRooms,
  registrationListFilters,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Form } from "antd";
import { useEffect, useMemo } from "react";
import { FilterActions, type ListFilterProps } from "#admin/components/list-filters";
import { titleOf, useAdminLocale } from "#admin/format";
import { filterControl } from "./filter-controls";
import { type FilterValues, toFilters, toFormValues } from "./filter-form";
import {
  type RegisterListFilters,
  type RegisterListSearch,
  offeredIn as registrationOffered,
} from "./search";

type Props<Search, Filters> = ListFilterProps<Search, Filters> & {
  /** The list's declared filters (the registration list's unless given) and which a scope offers. */
  filters?: Record<string, ListFilter>;
  offeredIn?: (name: string, scope: AdminScope) => boolean;
  /** The conference's hotels and room types, for the lodging filters. */
  hotels?: LodgingRooms["hotels"];
};

const testIdOf = (name: string) => (name === "keyword" ? "registration-keyword" : `filter-${name}`);

/**
 * The filters above a registration list, as its shared declaration lists them (in its order, the
 * all-conferences ones only in that scope); they apply on Search, or Enter in the keyword box.
 */
export function FilterForm<Search extends object = RegisterListSearch, Filters = RegisterListFilters>({
  scope,
  search,
  conferences,
  loadingConferences,
  onSearch,
  filters = registrationListFilters,
  offeredIn = registrationOffered as (name: string, scope: AdminScope) => boolean,
  hotels = [],
}: Props<Search, Filters>) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const [form] = Form.useForm<FilterValues>();
  const all = scope === "all";
  const year = Form.useWatch("year", form);
  const hostUnit = Form.useWatch("hostUnit", form);
  const chosenConference = Form.useWatch("conferenceId", form);
  const chosenHotel = Form.useWatch("hotelId", form);

  // Back and forward change the URL under the form: show what the URL says.
  useEffect(() => {
    form.setFieldsValue(toFormValues(search as Record<string, unknown>, filters));
  }, [form, search, filters]);

  const hosts = useMemo(
    () => [...new Set((conferences ?? []).map((c) => c.hostUnit).filter(Boolean))].sort(),
    [conferences],
  );
  const fits = (c: AdminConference, y: unknown, h: unknown) =>
    (!y || c.year === y) && (!h || c.hostUnit === h);
  const typeSource = conferences?.find((c) => c.id === (all ? chosenConference : scope));

  // A narrower year or host may rule out the chosen conference; another conference has other types.
  const onValuesChange = (changed: Partial<FilterValues>) => {
    if ("year" in changed || "hostUnit" in changed) {
      const {
        year: y,
        hostUnit: h,
        conferenceId: id,
      } = form.getFieldsValue(["year", "hostUnit", "conferenceId"]);
      const stillFits = (conferences ?? []).some((c) => c.id === id && fits(c, y, h));
      if (id != null && !stillFits)
        form.setFieldsValue({ conferenceId: undefined, participantTypeId: undefined });
    }
    if ("conferenceId" in changed) form.setFieldsValue({ participantTypeId: undefined });
    // Another hotel has other room types.
    if ("hotelId" in changed) form.setFieldsValue({ roomTypeId: undefined });
  };

  const reset = () => {
    form.setFieldsValue(toFormValues({}, filters));
    onSearch({} as Filters);
  };
  const choice = (item: { id: number; name: { zh: string; en: string } }) => ({
    value: item.id,
    label: titleOf(item.name, locale),
  });

  const context = {
    i18n,
    any: t`All`,
    keywordPlaceholder: t`Keyword: name, institution, e-mail, or a whole phone or ID number`,
    keywordHint: t`Three or more characters find any part of a name, institution or e-mail; one or two characters find names that begin with them. Phone and ID numbers are found only when typed in full.`,
    hosts: hosts.map((h) => ({ value: h, label: h })),
    conferences: (conferences ?? [])
      .filter((c) => fits(c, year, hostUnit))
      .map((c) => ({ value: c.id, label: titleOf(c.title, locale) })),
    participantTypes: (typeSource?.participantTypes ?? []).map((type) => ({
      value: type.id,
      label: titleOf(type.title, locale),
    })),
    typesPlaceholder: all && !chosenConference ? t`Choose a conference first` : undefined,
    hotels: hotels.map(choice),
    roomTypes: hotels
      .filter((h) => !chosenHotel || h.id === chosenHotel)
      .flatMap((h) => h.roomTypes.map(choice)),
    loadingConferences,
  };

  return (
    <Form<FilterValues>
      form={form}
      className="adm-filters"
      initialValues={toFormValues(search as Record<string, unknown>, filters)}
      onValuesChange={onValuesChange}
      onFinish={(values) => onSearch(toFilters<Filters & Record<string, unknown>>(values, filters))}
    >
      {Object.entries(filters)
        .filter(([name]) => offeredIn(name, scope))
        .map(([name, filter]) => {
          return (
            <Form.Item
              key={name}
              name={name}
              className={filter.control.kind === "keyword" ? "adm-filter-wide" : undefined}
            >
              {filterControl(filter.control, {
                ...context,
                label: i18n._(filter.label),
                testId: testIdOf(name),
              })}
            </Form.Item>
          );
        })}
      <FilterActions testIdPrefix="registration" onReset={reset} />
    </Form>
  );
}
