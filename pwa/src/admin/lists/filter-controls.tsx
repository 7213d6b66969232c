import { InfoCircleOutlined, SearchOutlined } from "@ant-design/icons";
import type { DeclaredFilter, Label } from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { DatePicker, Input, InputNumber, Select, Tooltip } from "antd";
import type { ReactNode } from "react";

/** One option of a select. */
export type Choice = { value: number | string | boolean; label: string };

/** What the controls take from the form: words, the choices that depend on the conferences, test ids. */
export type ControlContext = {
  i18n: I18n;
  /** "All": what an empty filter means. */
  any: string;
  words: { conference: string; keyword: string; yes: string; no: string };
  conferences: Choice[];
  hosts: Choice[];
  /** The records a `ref` filter offers (participant types of the conference, hotels, the hotel's rooms). */
  refs: Record<"participantType" | "hotel" | "roomType", Choice[]>;
  /** Why the participant types are empty (no conference chosen yet), when that is why. */
  typesPlaceholder: string | undefined;
  loadingConferences: boolean;
  testId: string;
};

/** The years a year filter offers: this one back to the first. */
const years = (from: number): Choice[] => {
  const list: Choice[] = [];
  for (let year = new Date().getFullYear(); year >= from; year--)
    list.push({ value: year, label: String(year) });
  return list;
};

/** A select of choices, searched by label when long. */
function select(c: ControlContext, prefix: string, options: Choice[], extra: object = {}) {
  return (
    <Select
      allowClear
      prefix={prefix}
      placeholder={c.any}
      options={options as { value: number | string; label: string }[]}
      popupMatchSelectWidth={false}
      data-testid={c.testId}
      {...extra}
    />
  );
}

/** The control of each kind of declared filter; a new kind does not compile until it has one. */
export function filterControl(filter: DeclaredFilter, c: ControlContext): ReactNode {
  const label = (text: Label) => c.i18n._(text);
  switch (filter.kind) {
    case "conference":
      return select(c, c.words.conference, c.conferences, {
        showSearch: { optionFilterProp: "label" },
        loading: c.loadingConferences,
      });
    case "enum": {
      const options = (filter.values as readonly (string | number)[]).map((value) => ({
        value,
        label: label(filter.labels[value] as Label),
      }));
      const searched = filter.wide || options.length > 10;
      return select(c, label(filter.label), options, {
        showSearch: searched ? { optionFilterProp: "label" } : undefined,
      });
    }
    case "boolean":
      return select(c, label(filter.label), [
        { value: true, label: c.words.yes },
        { value: false, label: c.words.no },
      ]);
    case "year":
      return select(c, label(filter.label), years(filter.from));
    case "host":
      return select(c, label(filter.label), c.hosts, { showSearch: true, loading: c.loadingConferences });
    case "ref": {
      const options = c.refs[filter.of];
      const placeholder = filter.of === "participantType" ? (c.typesPlaceholder ?? c.any) : c.any;
      return select(c, label(filter.label), options, { disabled: options.length === 0, placeholder });
    }
    case "text":
      return (
        <Input
          allowClear
          placeholder={label(filter.label)}
          maxLength={filter.maxLength}
          data-testid={c.testId}
        />
      );
    case "keyword": {
      const hint = filter.hint ? label(filter.hint) : undefined;
      return (
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={label(filter.label)}
          suffix={
            hint ? (
              <Tooltip title={hint}>
                <InfoCircleOutlined aria-label={hint} />
              </Tooltip>
            ) : undefined
          }
          aria-label={c.words.keyword}
          maxLength={filter.maxLength}
          data-testid={c.testId}
        />
      );
    }
    case "search":
      return (
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={label(filter.label)}
          aria-label={label(filter.label)}
          maxLength={filter.maxLength}
          style={{ width: 300 }}
          data-testid={c.testId}
        />
      );
    case "id":
      return <InputNumber min={1} precision={0} placeholder={label(filter.label)} data-testid={c.testId} />;
    case "day":
      return filter.bound === "on" ? (
        <DatePicker
          prefix={label(filter.label)}
          placeholder={c.any}
          className="adm-fill"
          data-testid={c.testId}
        />
      ) : (
        <Input type="date" data-testid={c.testId} />
      );
  }
}
