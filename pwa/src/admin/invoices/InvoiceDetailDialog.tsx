import {
  type AdminInvoiceDetail,
  InvoiceStatus,
  invoiceActionLabels,
  invoiceContentLabels,
  invoiceStatusLabels,
  invoiceTypeLabels,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { App, Button, Empty, Input, Space, Tag, Timeline } from "antd";
import { useState } from "react";
import { DetailCollapse, type DetailSection } from "#admin/components/DetailCollapse";
import { DetailItems } from "#admin/components/DetailItems";
import { DetailModal } from "#admin/components/DetailModal";
import { emptyMark, formatAmount, orEmpty, useAdminLocale, useConferenceTime } from "#admin/format";
import { invoiceStatusColors } from "#admin/status-colors";
import { errorText } from "#api/errors";
import { invoiceDetailQuery, useInvoiceExpress, useInvoiceTaken } from "./detail-queries";

type Props = { invoiceId: number | null; onClose: () => void };
/** getInvoiceDetail (spec 002 §7): one invoice's fields and log, taken / not taken, the express number. */
export function InvoiceDetailDialog({ invoiceId, onClose }: Props) {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const detail = useQuery({ ...invoiceDetailQuery(invoiceId ?? 0), enabled: invoiceId !== null });
  const taken = useInvoiceTaken();
  const invoice = detail.data;
  const setTaken = (value: boolean) =>
    invoice &&
    taken.mutate(
      { id: invoice.id, taken: value },
      {
        onSuccess: () => void message.success(t`Operation succeeded!`),
        onError: (error) => void message.error(errorText(error)),
      },
    );
  const issued = invoice?.invoiceStatus === InvoiceStatus.issued;
  return (
    <DetailModal
      open={invoiceId !== null}
      onClose={onClose}
      width={880}
      title={
        invoice ? (
          <span className="adm-detail-title">
            {invoice.name}
            <Tag
              color={invoiceStatusColors[invoice.invoiceStatus]}
              variant="outlined"
              data-testid="invoice-detail-status"
            >
              {i18n._(invoiceStatusLabels[invoice.invoiceStatus])}
            </Tag>
          </span>
        ) : (
          t`Invoice details`
        )
      }
      footer={
        <Space wrap>
          {invoice && issued && !invoice.isTaken && (
            <Button
              type="primary"
              loading={taken.isPending}
              onClick={() => setTaken(true)}
              data-testid="invoice-detail-taken"
            >
              <Trans>Mark as taken</Trans>
            </Button>
          )}
          {invoice && issued && invoice.isTaken && (
            <Button
              loading={taken.isPending}
              onClick={() => setTaken(false)}
              data-testid="invoice-detail-not-taken"
            >
              <Trans>Mark as not taken</Trans>
            </Button>
          )}
          <Button onClick={onClose} data-testid="invoice-detail-close">
            <Trans>Close</Trans>
          </Button>
        </Space>
      }
      testId="invoice-detail"
      detail={detail}
    >
      {(data) => <InvoiceDetailBody detail={data} />}
    </DetailModal>
  );
}

/** The express number with its edit: a text box and Save while editing. */
function ExpressNumber({ detail }: { detail: AdminInvoiceDetail }) {
  const { t } = useLingui();
  const { message } = App.useApp();
  const save = useInvoiceExpress();
  const [editing, setEditing] = useState<string | null>(null);
  if (editing === null)
    return (
      <Space size="small">
        <span className="adm-mono" data-testid="invoice-detail-express">
          {orEmpty(detail.expressNumber)}
        </span>
        <Button
          size="small"
          type="link"
          onClick={() => setEditing(detail.expressNumber)}
          data-testid="invoice-detail-express-edit"
        >
          <Trans>Edit</Trans>
        </Button>
      </Space>
    );
  const submit = () =>
    save.mutate(
      { id: detail.id, expressNumber: editing.trim() },
      {
        onSuccess: () => {
          setEditing(null);
          void message.success(t`Operation succeeded!`);
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );
  return (
    <Space.Compact>
      <Input
        size="small"
        maxLength={40}
        value={editing}
        aria-label={t`Express number`}
        onChange={(e) => setEditing(e.target.value)}
        onPressEnter={submit}
        data-testid="invoice-detail-express-input"
      />
      <Button size="small" type="primary" loading={save.isPending} onClick={submit}>
        <Trans>Save</Trans>
      </Button>
      <Button size="small" onClick={() => setEditing(null)}>
        <Trans>Cancel</Trans>
      </Button>
    </Space.Compact>
  );
}

/** The invoice's sections: the invoice, the buyer, the post, and the log. */
function InvoiceDetailBody({ detail }: { detail: AdminInvoiceDetail }) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const time = useConferenceTime();
  const when = (iso: string | null) => time(iso, detail.conferenceId) || emptyMark;
  const mono = (text: string, testId?: string) => (
    <span className="adm-mono" data-testid={testId}>
      {orEmpty(text)}
    </span>
  );
  const content = detail.invoiceContent as keyof typeof invoiceContentLabels;
  const contentLabel = invoiceContentLabels[content]
    ? i18n._(invoiceContentLabels[content])
    : detail.invoiceContent;
  const yes = t`Yes`;
  const no = t`No`;
  const sections: DetailSection[] = [
    {
      key: "invoice",
      label: t`Invoice`,
      children: (
        <DetailItems
          items={[
            { label: t`Name`, value: detail.name },
            { label: t`Unit`, value: detail.registrantUnit },
            { label: t`Invoice type`, value: i18n._(invoiceTypeLabels[detail.invoiceType]) },
            { label: t`Invoice content`, value: contentLabel },
            {
              label: t`Amount`,
              value: (
                <span className="adm-money">{formatAmount(detail.amount, detail.currency, locale)}</span>
              ),
            },
            { label: t`Invoice number`, value: mono(detail.invoiceNumber, "invoice-detail-number") },
            { label: t`Invoice code`, value: mono(detail.invoiceCode) },
            { label: t`Invoice time`, value: when(detail.invoiceTime) },
            { label: t`Void time`, value: when(detail.voidTime) },
            {
              label: t`Taken`,
              value: detail.isTaken ? yes : no,
              testId: "invoice-detail-is-taken",
            },
            { label: t`Receipt sent`, value: detail.receiptIsSent ? yes : no },
            {
              label: t`Document`,
              value: detail.documentUrl ? (
                <a href={detail.documentUrl} target="_blank" rel="noopener">
                  {t`PDF`}
                </a>
              ) : (
                emptyMark
              ),
            },
          ]}
        />
      ),
    },
    {
      key: "buyer",
      label: t`Buyer`,
      children: (
        <DetailItems
          items={[
            { label: t`Invoice title`, value: detail.invoiceTitle, span: 2 },
            { label: t`Taxpayer number`, value: mono(detail.taxpayerNumber) },
            { label: t`Buyer's unit`, value: detail.unit },
            { label: t`Address`, value: detail.address },
            { label: t`Phone`, value: detail.phone },
            { label: t`Bank`, value: detail.bank },
            { label: t`Account`, value: mono(detail.account) },
            { label: t`Registree`, value: detail.registree },
            { label: t`Remark`, value: detail.remark },
          ]}
        />
      ),
    },
    {
      key: "post",
      label: t`Delivery`,
      children: (
        <DetailItems
          items={[
            { label: t`Post address`, value: detail.postAddress, span: 2 },
            { label: t`Post phone`, value: detail.postPhone },
            { label: t`Post e-mail`, value: detail.postEmail },
            { label: t`Express number`, value: <ExpressNumber detail={detail} />, span: 2 },
          ]}
        />
      ),
    },
    {
      key: "log",
      label: t`Invoice log`,
      children:
        detail.log.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Nothing issued or voided yet`} />
        ) : (
          <Timeline
            className="adm-invoice-log"
            items={detail.log.map((entry, index) => ({
              key: index,
              content: (
                <div data-testid="invoice-detail-log-entry">
                  <strong>{i18n._(invoiceActionLabels[entry.actionType])}</strong>{" "}
                  <span className="adm-mono">{entry.invoiceNumber || emptyMark}</span>
                  <div className="adm-sub">{when(entry.time)}</div>
                  {entry.message && <div className="adm-sub">{entry.message}</div>}
                </div>
              ),
            }))}
          />
        ),
    },
  ];
  return <DetailCollapse sections={sections} />;
}
