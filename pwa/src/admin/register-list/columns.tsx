import {
  type AdminRegistrationRow,
  genderLabels,
  invoiceStatusLabels,
  invoiceTypeLabels,
  payStatusLabels,
  payTypeLabels,
  personLevelLabels,
  signInLabels,
} from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Button, Tag, Tooltip } from "antd";
import type { ColumnsType } from "antd/es/table";
import { emptyMark, formatAmount, formatDateTime, orEmpty, titleOf } from "#admin/format";
import { invoiceStatusColors, payStatusColors } from "#admin/status-colors";
import type { ColumnGroup } from "./column-groups";

type Options = {
  i18n: I18n;
  showConference: boolean;
  groups: ColumnGroup[];
  /** Number of the first row on this page, for the index column. */
  offset: number;
  onOpen: (row: AdminRegistrationRow) => void;
};

type Column = ColumnsType<AdminRegistrationRow>[number];

const titles = {
  index: msg`No.`,
  name: msg`Name`,
  conference: msg`Conference`,
  participantType: msg`Participant type`,
  workshops: msg`Workshops`,
  gender: msg`Gender`,
  unit: msg`Unit`,
  job: msg`Title / position`,
  email: msg`E-mail`,
  phone: msg`Phone`,
  level: msg`Person level`,
  payType: msg`Payment method`,
  payStatus: msg`Payment status`,
  totalFee: msg`Total fee`,
  receivedFee: msg`Received`,
  invoiceType: msg`Invoice type`,
  invoiceStatus: msg`Invoice status`,
  invoiceTitle: msg`Invoice title`,
  checkIn: msg`Check-in`,
  createTime: msg`Registered at`,
};

/** Long text columns keep one line; the full text shows on hover. */
const text = (value: string) => orEmpty(value);
const clipped = { ellipsis: { showTitle: true } } as const;

/** The columns of the registration list: always the person and their type, then the chosen groups. */
export function registrationColumns({
  i18n,
  showConference,
  groups,
  offset,
  onOpen,
}: Options): ColumnsType<AdminRegistrationRow> {
  const locale = i18n.locale === "en" ? "en" : "zh";
  const title = (key: keyof typeof titles) => i18n._(titles[key]);
  const money = (cents: number, row: AdminRegistrationRow) => (
    <span className="adm-money">{formatAmount(cents, row.currency, locale)}</span>
  );
  const join = (items: string[]) => items.join(locale === "zh" ? "、" : ", ");

  const lead: Column[] = [
    {
      key: "index",
      title: title("index"),
      width: 64,
      fixed: "start",
      align: "center",
      render: (_v, _r, i) => offset + i + 1,
    },
    {
      key: "name",
      title: title("name"),
      width: 150,
      fixed: "start",
      render: (_v, row) => (
        <div className="adm-name-cell">
          <Button
            type="link"
            size="small"
            className="adm-name-button"
            onClick={() => onOpen(row)}
            data-testid="registration-name"
            data-registration-id={row.id}
          >
            {row.name}
          </Button>
          {row.nameEn && row.nameEn !== row.name && <span className="adm-sub">{row.nameEn}</span>}
        </div>
      ),
    },
  ];
  if (showConference) {
    lead.push({
      key: "conference",
      title: title("conference"),
      width: 220,
      ...clipped,
      render: (_v, row) => text(titleOf(row.conference.title, locale)),
    });
  }
  lead.push(
    {
      key: "participantType",
      title: title("participantType"),
      width: 150,
      ...clipped,
      render: (_v, row) => text(titleOf(row.participantType.title, locale)),
    },
    {
      key: "workshops",
      title: title("workshops"),
      width: 170,
      ...clipped,
      render: (_v, row) => text(join(row.workshops.map((w) => titleOf(w.title, locale)))),
    },
  );

  const attendee: Column[] = [
    {
      key: "gender",
      title: title("gender"),
      width: 72,
      render: (_v, row) => i18n._(genderLabels[row.gender]),
    },
    { key: "unit", title: title("unit"), width: 200, ...clipped, render: (_v, row) => text(row.unit) },
    {
      key: "job",
      title: title("job"),
      width: 150,
      ...clipped,
      render: (_v, row) => text(join([row.job, row.position].filter(Boolean))),
    },
    { key: "email", title: title("email"), width: 200, ...clipped, render: (_v, row) => text(row.email) },
    {
      key: "phone",
      title: title("phone"),
      width: 130,
      render: (_v, row) => <span className="adm-mono">{orEmpty(row.phoneMasked)}</span>,
    },
    {
      key: "level",
      title: title("level"),
      width: 110,
      render: (_v, row) => (row.level === null ? emptyMark : i18n._(personLevelLabels[row.level])),
    },
  ];

  const payment: Column[] = [
    {
      key: "payType",
      title: title("payType"),
      width: 120,
      render: (_v, row) => i18n._(payTypeLabels[row.payType]),
    },
    {
      key: "payStatus",
      title: title("payStatus"),
      width: 150,
      render: (_v, row) => (
        <Tag color={payStatusColors[row.payStatus]} variant="outlined" data-testid="pay-status">
          {i18n._(payStatusLabels[row.payStatus])}
        </Tag>
      ),
    },
    {
      key: "totalFee",
      title: title("totalFee"),
      width: 120,
      align: "end",
      render: (_v, row) => money(row.totalFee, row),
    },
    {
      key: "receivedFee",
      title: title("receivedFee"),
      width: 120,
      align: "end",
      render: (_v, row) => money(row.receivedFee, row),
    },
  ];

  const invoice: Column[] = [
    {
      key: "invoiceType",
      title: title("invoiceType"),
      width: 170,
      ...clipped,
      render: (_v, row) =>
        row.invoiceType === null ? emptyMark : text(i18n._(invoiceTypeLabels[row.invoiceType])),
    },
    {
      key: "invoiceStatus",
      title: title("invoiceStatus"),
      width: 120,
      render: (_v, row) => (
        <Tag color={invoiceStatusColors[row.invoiceStatus]} variant="outlined">
          {i18n._(invoiceStatusLabels[row.invoiceStatus])}
        </Tag>
      ),
    },
    {
      key: "invoiceTitle",
      title: title("invoiceTitle"),
      width: 200,
      ...clipped,
      render: (_v, row) => text(row.invoiceTitle),
    },
  ];

  const tail: Column[] = [
    {
      key: "checkIn",
      title: title("checkIn"),
      width: 120,
      render: (_v, row) => {
        const tag = (
          <Tag color={row.isSignIn ? "success" : "default"} variant="outlined">
            {i18n._(signInLabels[row.isSignIn ? 1 : 0])}
          </Tag>
        );
        return row.signInTime ? <Tooltip title={formatDateTime(row.signInTime)}>{tag}</Tooltip> : tag;
      },
    },
    {
      key: "createTime",
      title: title("createTime"),
      width: 150,
      render: (_v, row) => <span className="adm-nowrap">{formatDateTime(row.createTime)}</span>,
    },
  ];

  return [
    ...lead,
    ...(groups.includes("attendee") ? attendee : []),
    ...(groups.includes("payment") ? payment : []),
    ...(groups.includes("invoice") ? invoice : []),
    ...tail,
  ];
}
