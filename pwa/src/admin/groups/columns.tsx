import { type AdminGroupRow, groupStatusLabels, groupTypeLabels } from "@confreg/shared";
import { msg } from "@lingui/core/macro";
import { Button, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { actionsColumn, conferenceColumn, indexColumn } from "#admin/components/list-columns";
import { emptyMark } from "#admin/format";
import { groupStatusColors } from "#admin/status-colors";
import { discountText } from "./discount";
import type { GroupColumnOptions } from "./scheme-columns";

type Options = GroupColumnOptions & { onOpen: (row: AdminGroupRow) => void };

const titles = {
  index: msg`No.`,
  code: msg`Group code`,
  conference: msg`Conference`,
  leader: msg`Leader`,
  type: msg`Type`,
  discount: msg`Discount`,
  size: msg`Size`,
  members: msg`Members (paid)`,
  status: msg`Status`,
  created: msg`Created at`,
  actions: msg`Actions`,
};

/**
 * groupList's columns (spec 002 §2): code, conference, leader, type, discount, the scheme's size range, the
 * members now and how many have paid, status, creation time, and the detail with its members.
 */
export function groupColumns(options: Options): ColumnsType<AdminGroupRow> {
  const { i18n, locale, time, narrow } = options;
  const columns: ColumnsType<AdminGroupRow> = [
    indexColumn(i18n._(titles.index), options.offset),
    {
      key: "code",
      title: i18n._(titles.code),
      width: 110,
      fixed: narrow ? undefined : "start",
      render: (_v, row) => (
        <span className="adm-mono" data-testid="group-code">
          {row.groupCode}
        </span>
      ),
    },
    ...(options.showConference ? [conferenceColumn<AdminGroupRow>(i18n._(titles.conference), locale)] : []),
    {
      key: "leader",
      title: i18n._(titles.leader),
      width: 120,
      ellipsis: { showTitle: true },
      render: (_v, row) => row.leader?.name ?? emptyMark,
    },
    {
      key: "type",
      title: i18n._(titles.type),
      width: 80,
      render: (_v, row) => i18n._(groupTypeLabels[row.groupType]),
    },
    {
      key: "discount",
      title: i18n._(titles.discount),
      width: 100,
      render: (_v, row) => discountText(i18n, row.scheme.discount),
    },
    {
      key: "size",
      title: i18n._(titles.size),
      width: 110,
      render: (_v, row) => `${row.scheme.minNumber} – ${row.scheme.maxNumber}`,
    },
    {
      key: "members",
      title: i18n._(titles.members),
      width: 110,
      align: "right",
      render: (_v, row) => (
        <span data-testid="group-members">
          {row.members} ({row.paidMembers})
        </span>
      ),
    },
    {
      key: "status",
      title: i18n._(titles.status),
      width: 100,
      render: (_v, row) => (
        <Tag color={groupStatusColors[row.groupStatus]} data-testid="group-status">
          {i18n._(groupStatusLabels[row.groupStatus])}
        </Tag>
      ),
    },
    {
      key: "created",
      title: i18n._(titles.created),
      width: 160,
      render: (_v, row) => time(row.createTime, row.conference.id),
    },
    actionsColumn(i18n._(titles.actions), 90, narrow, (row) => (
      <Button type="link" size="small" onClick={() => options.onOpen(row)} data-testid="group-open">
        {i18n._(msg`Members`)}
      </Button>
    )),
  ];
  return columns;
}
