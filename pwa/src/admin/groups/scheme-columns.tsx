import { type AdminGroupSchemeRow, groupTypeLabels, type Locale } from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ColumnsType } from "antd/es/table";
import { actionsColumn, conferenceColumn, indexColumn } from "#admin/components/list-columns";
import { DeleteSchemeButton } from "#admin/conferences/DeleteSchemeButton";
import type { ConferenceTime } from "#admin/format";
import { discountText } from "./discount";

/** What a group page's columns read: the language, the scope, the page's first row, the screen. */
export type GroupColumnOptions = {
  i18n: I18n;
  locale: Locale;
  showConference: boolean;
  offset: number;
  time: ConferenceTime;
  narrow: boolean;
};

const titles = {
  index: msg`No.`,
  conference: msg`Conference`,
  type: msg`Group type`,
  discount: msg`Discount`,
  min: msg`Fewest people`,
  max: msg`Most people`,
  groups: msg`Groups`,
  created: msg`Created`,
  actions: msg`Actions`,
};

/** groupSchemeList's columns (spec 002 §2): conference, type, discount, head counts, groups, creation. */
export function schemeColumns(options: GroupColumnOptions): ColumnsType<AdminGroupSchemeRow> {
  const { i18n, time, narrow } = options;
  const number = (key: "minNumber" | "maxNumber" | "groups", title: keyof typeof titles) => ({
    key,
    title: i18n._(titles[title]),
    width: 100,
    align: "right" as const,
    render: (_v: unknown, row: AdminGroupSchemeRow) => row[key],
  });
  return [
    indexColumn(i18n._(titles.index), options.offset),
    ...(options.showConference
      ? [conferenceColumn<AdminGroupSchemeRow>(i18n._(titles.conference), options.locale)]
      : []),
    {
      key: "type",
      title: i18n._(titles.type),
      width: 100,
      render: (_v, row) => i18n._(groupTypeLabels[row.groupType as 0 | 1]),
    },
    {
      key: "discount",
      title: i18n._(titles.discount),
      width: 110,
      render: (_v, row) => discountText(i18n, row.discount),
    },
    number("minNumber", "min"),
    number("maxNumber", "max"),
    number("groups", "groups"),
    {
      key: "created",
      title: i18n._(titles.created),
      width: 170,
      render: (_v, row) => time(row.createTime, row.conference.id),
    },
    actionsColumn(i18n._(titles.actions), 100, narrow, (row) => (
      <DeleteSchemeButton conferenceId={row.conference.id} schemeId={row.id} />
    )),
  ];
}
