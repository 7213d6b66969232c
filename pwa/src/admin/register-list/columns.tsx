import {
  type AdminRegistrationRow,
  type ColumnKind,
  type ExtraItem,
  fieldsOf,
  formatExtraAnswer,
  formatValue,
  type Label,
  type ListColumn,
  listFieldGroups,
  type RegistrationFieldName,
  registrationFields,
  registrationListColumns,
  signInLabels,
} from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Tag, Tooltip } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { ReactNode } from "react";
import { NameCell } from "#admin/components/NameCell";
import { type ConferenceTime, emptyMark, formatAmount, orEmpty, titleOf } from "#admin/format";
import { invoiceStatusColors, payStateColors } from "#admin/status-colors";

type Options<R extends Row = Row> = {
  /** Read at every render: titles follow the language the moment it changes. */
  i18n: I18n;
  showConference: boolean;
  /** The column groups shown. */
  groups: readonly string[];
  /** Number of the first row on this page, for the index column. */
  offset: number;
  onOpen: (row: R) => void;
  time: ConferenceTime;
  /** The extra questions of the page's conferences (the extra group's columns). */
  questions?: readonly ExtraItem[];
};

type Row = AdminRegistrationRow;
/** A list's declared columns (shared registration-list.ts, lodging-list.ts), keyed by the row field. */
type Declaration = Record<string, ListColumn<string>>;

/** Statuses read at a glance as coloured tags. */
const tagColors: Partial<Record<string, Record<number, string>>> = {
  payState: payStateColors,
  invoiceStatus: invoiceStatusColors,
};

/** How each kind of cell shows its value (shared `ColumnKind`); a new kind needs a renderer here. */
function cell<R extends Row>(name: string, kind: ColumnKind, row: R, o: Options<R>): ReactNode {
  const locale = o.i18n.locale === "en" ? "en" : "zh";
  const value: unknown = (row as Record<string, unknown>)[name];
  switch (kind.kind) {
    case "text":
    case "day":
      return orEmpty(String(value ?? ""));
    case "name":
      return (
        <NameCell
          name={row.name}
          onOpen={() => o.onOpen(row)}
          testId="registration-name"
          idAttribute="data-registration-id"
          id={row.id}
        >
          {row.nameEn && row.nameEn !== row.name && <span className="adm-sub">{row.nameEn}</span>}
        </NameCell>
      );
    case "ref":
      return value ? orEmpty(titleOf((value as Row["conference"]).title, locale)) : emptyMark;
    case "refs":
      return orEmpty(
        (value as Row["workshops"]).map((w) => titleOf(w.title, locale)).join(locale === "zh" ? "、" : ", "),
      );
    case "enum": {
      if (value === null || value === undefined) return emptyMark;
      const text = o.i18n._(kind.labels[value as number] as Label);
      const colors = tagColors[name];
      return colors ? (
        <Tag color={colors[value as number]} variant="outlined" data-testid={`cell-${name}`}>
          {text}
        </Tag>
      ) : (
        text
      );
    }
    case "money":
      return <span className="adm-money">{formatAmount(value as number, row.currency, locale)}</span>;
    case "time":
      return <span className="adm-nowrap">{o.time(value as string, row.conference.id) || emptyMark}</span>;
    case "checkIn": {
      const tag = (
        <Tag color={row.isSignIn ? "success" : "default"} variant="outlined">
          {o.i18n._(signInLabels[row.isSignIn ? 1 : 0])}
        </Tag>
      );
      const at = o.time(row.signInTime, row.conference.id);
      return at ? <Tooltip title={at}>{tag}</Tooltip> : tag;
    }
  }
}

/** A field of the shared table (the hotel and traffic groups) as the list shows it. */
function fieldCell<R extends Row>(name: RegistrationFieldName, row: R, o: Options<R>): ReactNode {
  const value = row.fields?.[name] ?? null;
  const show = registrationFields[name].show;
  if (show.kind === "time")
    return o.time(typeof value === "string" ? value : null, row.conference.id) || emptyMark;
  const locale = o.i18n.locale === "en" ? "en" : "zh";
  const format = { locale, t: (label: Label) => o.i18n._(label), timeZone: "UTC" } as const;
  return orEmpty(formatValue(show, value, format, row.currency));
}

/** The columns of the groups read on request: the shared table's hotel and traffic fields, one per question. */
function fieldColumns<R extends Row>(o: Options<R>): ColumnsType<R> {
  const locale = o.i18n.locale === "en" ? "en" : "zh";
  const shown = listFieldGroups.filter((group) => o.groups.includes(group));
  const columns: ColumnsType<R> = fieldsOf(
    shown.filter((group) => group !== "extra"),
    false,
  ).map((name) => ({
    key: `field.${name}`,
    title: o.i18n._(registrationFields[name].label),
    width: 140,
    ellipsis: { showTitle: true },
    render: (_v, row) => fieldCell(name, row, o),
  }));
  if (!shown.includes("extra")) return columns;
  for (const question of o.questions ?? [])
    columns.push({
      key: `extra.${question.id}`,
      title: titleOf(question.title, locale),
      width: 160,
      ellipsis: { showTitle: true },
      render: (_v, row) =>
        row.conference.id === question.conferenceId
          ? orEmpty(formatExtraAnswer(question, row.extras?.[String(question.id)] ?? "", locale))
          : emptyMark,
    });
  return columns;
}

const index = msg`No.`;

/**
 * A registration list's columns from its shared declaration (the registration list's unless another is
 * given), in its order: the always-shown ones and
 * the chosen groups, the all-conferences ones only in that scope. Built at every render, so a language
 * switch changes the headers at once.
 */
export function registrationColumns<R extends Row = Row>(
  o: Options<R>,
  declaration: Declaration = registrationListColumns,
): ColumnsType<R> {
  const columns: ColumnsType<R> = [
    {
      key: "index",
      title: o.i18n._(index),
      width: 64,
      fixed: "start",
      align: "center",
      render: (_v, _r, i) => o.offset + i + 1,
    },
  ];
  for (const [name, column] of Object.entries(declaration)) {
    if (column.allScopeOnly && !o.showConference) continue;
    if (column.group !== null && !o.groups.includes(column.group)) continue;
    const kind = column.show.kind;
    columns.push({
      key: name,
      title: o.i18n._(column.label),
      width: column.width,
      ...(kind === "name" ? { fixed: "start" as const } : {}),
      ...(kind === "money" ? { align: "end" as const } : {}),
      ...(kind === "text" || kind === "ref" || kind === "refs" ? { ellipsis: { showTitle: true } } : {}),
      render: (_v, row) => cell(name, column.show, row, o),
    });
  }
  return [...columns, ...fieldColumns(o)];
}
