import type { Bilingual, Locale } from "@confreg/shared";
import type { ColumnType } from "antd/es/table";
import type { ReactNode } from "react";
import { titleOf } from "#admin/format";

/** The row's number on the list (not its id): the page's offset plus its place on the page. */
export function indexColumn<Row>(title: string, offset: number, fixed?: "start"): ColumnType<Row> {
  return {
    key: "index",
    title,
    width: 56,
    ...(fixed ? { fixed } : {}),
    align: "center",
    render: (_v, _r, i) => offset + i + 1,
  };
}

/** The registrant's unit under the name, cut to the column with the whole text on hover. */
export function UnitLine({ unit }: { unit: string }) {
  return unit ? (
    <span className="adm-sub adm-pay-ellipsis" title={unit}>
      {unit}
    </span>
  ) : null;
}

/** The row's conference title in the admin's language (shown in the all-conferences scope). */
export function conferenceColumn<Row extends { conference: { title: Bilingual } }>(
  title: string,
  locale: Locale,
): ColumnType<Row> {
  return {
    key: "conference",
    title,
    width: 180,
    ellipsis: { showTitle: true },
    render: (_v, row) => titleOf(row.conference.title, locale),
  };
}

/** The row's actions, kept at the end while the row scrolls, except on a phone. */
export function actionsColumn<Row>(
  title: string,
  width: number,
  narrow: boolean,
  render: (row: Row) => ReactNode,
): ColumnType<Row> {
  return {
    key: "actions",
    title,
    width,
    fixed: narrow ? undefined : "end",
    render: (_v, row) => render(row),
  };
}
