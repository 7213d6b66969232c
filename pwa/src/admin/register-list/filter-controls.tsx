import { InfoCircleOutlined, SearchOutlined } from "@ant-design/icons";
import { type FilterControl, firstListYear, type Label } from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { DatePicker, Input, Select, Tooltip } from "antd";
import type { ReactElement } from "react";

type Choice = { value: number | string; label: string };

/** What the controls need from the page: the choices that depend on the conferences in scope. */
export type ControlContext = {
  i18n: I18n;
  label: string;
  /** "All": what an empty filter means. */
  any: string;
  keywordPlaceholder: string;
  /** How a keyword is matched (parts of three characters and more, name beginnings below that). */
  keywordHint: string;
  hosts: Choice[];
  conferences: Choice[];
  participantTypes: Choice[];
  /** Why the type filter is empty (no conference chosen yet), when it is. */
  typesPlaceholder: string | undefined;
  /** The hotels of the conference in scope, and the room types of the chosen hotel (or of all of them). */
  hotels: Choice[];
  roomTypes: Choice[];
  loadingConferences: boolean;
  testId: string;
};

const years = (): Choice[] => {
  const list: Choice[] = [];
  for (let year = new Date().getFullYear(); year >= firstListYear; year--)
    list.push({ value: year, label: String(year) });
  return list;
};

const select = (c: ControlContext, options: Choice[], extra: object = {}) => (
  <Select
    allowClear
    prefix={c.label}
    placeholder={c.any}
    options={options}
    popupMatchSelectWidth={false}
    data-testid={c.testId}
    {...extra}
  />
);

/** The control of each kind of list filter (shared `FilterControl`); a new kind needs a control here. */
export function filterControl(control: FilterControl, c: ControlContext): ReactElement {
  switch (control.kind) {
    case "keyword":
      return (
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={c.keywordPlaceholder}
          suffix={
            <Tooltip title={c.keywordHint}>
              <InfoCircleOutlined aria-label={c.keywordHint} />
            </Tooltip>
          }
          aria-label={c.label}
          maxLength={100}
          data-testid={c.testId}
        />
      );
    case "year":
      return select(c, years());
    case "date":
      return <DatePicker prefix={c.label} placeholder={c.any} className="adm-fill" data-testid={c.testId} />;
    case "hostUnit":
      return select(c, c.hosts, { showSearch: true, loading: c.loadingConferences });
    case "conference":
      return select(c, c.conferences, {
        showSearch: { optionFilterProp: "label" },
        loading: c.loadingConferences,
      });
    case "participantType":
      return select(c, c.participantTypes, {
        disabled: c.participantTypes.length === 0,
        placeholder: c.typesPlaceholder ?? c.any,
      });
    case "enum":
      return select(
        c,
        control.values.map((value) => ({ value, label: c.i18n._(control.labels[value] as Label) })),
      );
    case "hotel":
      return select(c, c.hotels, { disabled: c.hotels.length === 0 });
    case "roomType":
      return select(c, c.roomTypes, { disabled: c.roomTypes.length === 0 });
  }
}
