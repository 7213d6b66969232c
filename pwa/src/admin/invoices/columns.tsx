import { type AdminInvoiceRow, invoiceTypeLabels, payStateLabels, payTypeLabels } from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { actionsColumn, conferenceColumn, indexColumn, UnitLine } from "#admin/components/list-columns";
import { NameCell } from "#admin/components/NameCell";
import { type ConferenceTime, emptyMark, formatAmount, orEmpty } from "#admin/format";
import { payStateColors } from "#admin/status-colors";
import { InvoiceStateTags } from "./InvoiceStateTags";
import { type RowAction, RowActions } from "./RowActions";

type Row = AdminInvoiceRow;
type Options = {
  /** Read at every render: titles follow the language the moment it changes. */
  i18n: I18n;
  showConference: boolean;
  /** Number of the first row on this page, for the index column. */
  offset: number;
  time: ConferenceTime;
  /** On a phone only the name stays put while the row scrolls; the actions scroll with it. */
  narrow: boolean;
  /** The invoice whose action is under way. */
  busyId: number | null;
  /** The invoices this page is checking with the platform every 5 seconds. */
  waiting: ReadonlySet<number>;
  onAction: (row: Row, action: RowAction) => void;
};

const titles = {
  index: msg`No.`,
  name: msg`Name / unit`,
  conference: msg`Conference`,
  invoiceStatus: msg`Invoice status`,
  invoiceType: msg`Invoice type`,
  buyer: msg`Title / taxpayer number`,
  amount: msg`Amount`,
  number: msg`Invoice number / time`,
  pay: msg`Payment`,
  email: msg`E-mail`,
  actions: msg`Actions`,
};

/** invoiceList's columns; built at every render, so a language switch changes the headers at once. */
export function invoiceColumns(o: Options): ColumnsType<Row> {
  const locale = o.i18n.locale === "en" ? "en" : "zh";
  const title = (key: keyof typeof titles) => o.i18n._(titles[key]);
  const columns: ColumnsType<Row> = [
    indexColumn(title("index"), o.offset),
    {
      key: "name",
      title: title("name"),
      width: 140,
      fixed: "start",
      render: (_v, row) => (
        <NameCell
          name={row.name}
          onOpen={() => o.onAction(row, "detail")}
          testId="invoice-name"
          idAttribute="data-invoice-id"
          id={row.id}
        >
          <UnitLine unit={row.unit} />
        </NameCell>
      ),
    },
  ];
  if (o.showConference) columns.push(conferenceColumn(title("conference"), locale));
  columns.push(
    {
      key: "invoiceStatus",
      title: title("invoiceStatus"),
      width: 150,
      render: (_v, r) => (
        <InvoiceStateTags
          invoiceStatus={r.invoiceStatus}
          waiting={o.waiting.has(r.id)}
          documentMissing={r.documentMissing}
          pendingTooLong={r.pendingTooLong}
          testId="invoice-status"
        />
      ),
    },
    {
      key: "invoiceType",
      title: title("invoiceType"),
      width: 150,
      render: (_v, r) => o.i18n._(invoiceTypeLabels[r.invoiceType]),
    },
    {
      key: "buyer",
      title: title("buyer"),
      width: 200,
      render: (_v, r) => (
        <div className="adm-name-cell">
          <span className="adm-pay-ellipsis" title={r.invoiceTitle}>
            {orEmpty(r.invoiceTitle)}
          </span>
          <span className="adm-sub adm-mono">{orEmpty(r.taxpayerNumber)}</span>
        </div>
      ),
    },
    {
      key: "amount",
      title: title("amount"),
      width: 120,
      align: "end",
      render: (_v, r) => <span className="adm-money">{formatAmount(r.amount, r.currency, locale)}</span>,
    },
    {
      key: "number",
      title: title("number"),
      width: 200,
      render: (_v, r) => (
        <div className="adm-name-cell">
          <span className="adm-mono" data-testid="invoice-number">
            {r.invoiceNumber || emptyMark}
          </span>
          {r.invoiceTime && (
            <span className="adm-sub adm-nowrap">{o.time(r.invoiceTime, r.conference.id)}</span>
          )}
        </div>
      ),
    },
    {
      key: "pay",
      title: title("pay"),
      width: 150,
      render: (_v, r) => (
        <div className="adm-name-cell">
          <span>{o.i18n._(payTypeLabels[r.payType])}</span>
          <span>
            <Tag color={payStateColors[r.payState]} variant="outlined">
              {o.i18n._(payStateLabels[r.payState])}
            </Tag>
          </span>
        </div>
      ),
    },
    {
      key: "email",
      title: title("email"),
      width: 200,
      ellipsis: { showTitle: true },
      render: (_v, r) => orEmpty(r.email),
    },
    actionsColumn(title("actions"), 190, o.narrow, (r) => (
      <RowActions row={r} busy={o.busyId === r.id || o.waiting.has(r.id)} onAction={o.onAction} />
    )),
  );
  return columns;
}
