import { FileImageOutlined, RollbackOutlined } from "@ant-design/icons";
import { type AdminPaymentRow, payStateLabels, payTypeLabels } from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Tag, Tooltip } from "antd";
import type { ColumnsType } from "antd/es/table";
import { actionsColumn, conferenceColumn, indexColumn, UnitLine } from "#admin/components/list-columns";
import { NameCell } from "#admin/components/NameCell";
import { type ConferenceTime, emptyMark, formatAmount, orEmpty } from "#admin/format";
import { payStateColors } from "#admin/status-colors";
import { ActionButtons } from "./ActionButtons";
import type { AdminAction } from "./actions";

type Row = AdminPaymentRow;
type Options = {
  /** Read at every render: titles follow the language the moment it changes. */
  i18n: I18n;
  showConference: boolean;
  /** Number of the first row on this page, for the index column. */
  offset: number;
  time: ConferenceTime;
  /** On a phone only the name stays put while the row scrolls; the actions scroll with it. */
  narrow: boolean;
  onOpen: (row: Row) => void;
  onAction: (row: Row, action: AdminAction) => void;
};

const titles = {
  index: msg`No.`,
  name: msg`Name / unit`,
  conference: msg`Conference`,
  contact: msg`E-mail / phone`,
  totalFee: msg`Amount`,
  receivedFee: msg`Received`,
  payType: msg`Payment method`,
  payStatus: msg`Payment status`,
  outTradeNo: msg`Trade number`,
  payTime: msg`Paid at`,
  actions: msg`Actions`,
};

/** What the line carries that needs a look: a transfer voucher, a refund request. */
function Markers({ row, i18n }: { row: Row; i18n: I18n }) {
  if (!row.hasVoucher && !row.hasRefundRequest) return null;
  return (
    <span className="adm-pay-markers">
      {row.hasVoucher && (
        <Tooltip title={i18n._(msg`Transfer voucher uploaded`)}>
          <FileImageOutlined className="adm-pay-marker" data-testid="marker-voucher" />
        </Tooltip>
      )}
      {row.hasRefundRequest && (
        <Tooltip title={i18n._(msg`Refund requested`)}>
          <RollbackOutlined className="adm-pay-marker adm-pay-marker-refund" data-testid="marker-refund" />
        </Tooltip>
      )}
    </span>
  );
}

/** paylist's columns; built at every render, so a language switch changes the headers at once. */
export function paymentColumns(o: Options): ColumnsType<Row> {
  const locale = o.i18n.locale === "en" ? "en" : "zh";
  const title = (key: keyof typeof titles) => o.i18n._(titles[key]);
  const money = (cents: number, row: Row) => (
    <span className="adm-money">{formatAmount(cents, row.currency, locale)}</span>
  );
  const columns: ColumnsType<Row> = [
    indexColumn(title("index"), o.offset, o.narrow ? undefined : "start"),
    {
      key: "name",
      title: title("name"),
      width: 150,
      fixed: "start",
      render: (_v, row) => (
        <NameCell
          name={row.name}
          onOpen={() => o.onOpen(row)}
          testId="payment-name"
          idAttribute="data-line-id"
          id={row.id}
        >
          <UnitLine unit={row.unit} />
        </NameCell>
      ),
    },
  ];
  if (o.showConference) columns.push(conferenceColumn(title("conference"), locale));
  // What the list is for comes first (status and money); who to reach and the references after.
  columns.push(
    {
      key: "payStatus",
      title: title("payStatus"),
      width: 180,
      // The voucher and refund markers beside the status: what the line waits for, at a glance.
      render: (_v, r) => (
        <span className="adm-pay-status">
          <Tag color={payStateColors[r.payState]} variant="outlined" data-testid="payment-status">
            {o.i18n._(payStateLabels[r.payState])}
          </Tag>
          <Markers row={r} i18n={o.i18n} />
        </span>
      ),
    },
    {
      key: "totalFee",
      title: title("totalFee"),
      width: 120,
      align: "end",
      render: (_v, r) => money(r.totalFee, r),
    },
    {
      key: "receivedFee",
      title: title("receivedFee"),
      width: 120,
      align: "end",
      render: (_v, r) => money(r.receivedFee, r),
    },
    {
      key: "payType",
      title: title("payType"),
      width: 110,
      render: (_v, r) => o.i18n._(payTypeLabels[r.payType]),
    },
    {
      key: "payTime",
      title: title("payTime"),
      width: 150,
      render: (_v, r) => (
        <span className="adm-nowrap">{o.time(r.payTime, r.conference.id) || emptyMark}</span>
      ),
    },
    {
      key: "outTradeNo",
      title: title("outTradeNo"),
      width: 200,
      render: (_v, r) => (
        <div className="adm-name-cell">
          <span className="adm-mono">{r.outTradeNo || emptyMark}</span>
          {r.transactionId && <span className="adm-sub adm-mono">{r.transactionId}</span>}
        </div>
      ),
    },
    {
      key: "contact",
      title: title("contact"),
      width: 220,
      render: (_v, r) => (
        <div className="adm-name-cell">
          <span className="adm-pay-ellipsis" title={r.email}>
            {orEmpty(r.email)}
          </span>
          <span className="adm-sub adm-mono">{orEmpty(r.phoneMasked)}</span>
        </div>
      ),
    },
    actionsColumn(title("actions"), 180, o.narrow, (r) => (
      <ActionButtons line={r} onChoose={(action) => o.onAction(r, action)} none={emptyMark} />
    )),
  );
  return columns;
}
