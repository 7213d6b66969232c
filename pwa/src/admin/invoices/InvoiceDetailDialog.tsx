import {
  type AdminInvoiceDetail,
  InvoiceStatus,
  type IssueOutcomeBody,
  invoiceContentLabels,
  invoiceTypeLabels,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { App, Button, Input, Space } from "antd";
import { useState } from "react";
import { DetailCollapse, type DetailSection } from "#admin/components/DetailCollapse";
import { DetailItems } from "#admin/components/DetailItems";
import { DetailModal } from "#admin/components/DetailModal";
import { emptyMark, formatAmount, orEmpty, useAdminLocale, useConferenceTime } from "#admin/format";
import { useCan } from "#admin/permissions";
import { useInvoiceAction } from "#admin/queries/invoices";
import { errorText } from "#api/errors";
import { invoiceDetailQuery, useInvoiceExpress, useInvoiceTaken } from "./detail-queries";
import { InvoiceEditDialog } from "./InvoiceEditDialog";
import { InvoiceLogTimeline } from "./InvoiceLogTimeline";
import { InvoiceStateTags } from "./InvoiceStateTags";
import { receiptSections } from "./ReceiptPreview";

type Props = {
  invoiceId: number | null;
  /** The list page is checking the platform for this invoice (use-invoice-outcome.tsx). */
  waiting: boolean;
  /** What a Retry answered, for the page to act on (poll, the PDF dialog, a notice). */
  onOutcome: (invoiceId: number, body: IssueOutcomeBody) => void;
  onClose: () => void;
};
/**
 * getInvoiceDetail (spec 002 §7): one invoice's fields and log, taken / not taken, the express number,
 * the buyer's details edited while nothing is issued, and Retry for an invoice issued without its PDF.
 */
export function InvoiceDetailDialog({ invoiceId, waiting, onOutcome, onClose }: Props) {
  const { t } = useLingui();
  const { message } = App.useApp();
  const detail = useQuery({ ...invoiceDetailQuery(invoiceId ?? 0), enabled: invoiceId !== null });
  const taken = useInvoiceTaken();
  const retry = useInvoiceAction();
  const canIssue = useCan("invoices.issue");
  const [editing, setEditing] = useState(false);
  const invoice = detail.data;
  const retryDocument = () =>
    invoice &&
    retry.mutate(
      { id: invoice.id, request: { path: "document-retry" } },
      {
        onSuccess: (body) => onOutcome(invoice.id, body),
        onError: (error) => void message.error(errorText(error)),
      },
    );
  const close = () => {
    setEditing(false);
    onClose();
  };
  const saved = (changed: string[]) => {
    setEditing(false);
    void message.success(changed.length ? t`Invoice details saved.` : t`Nothing was changed.`);
  };
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
      onClose={close}
      width={880}
      title={
        invoice ? (
          <span className="adm-detail-title">
            {invoice.name}
            <InvoiceStateTags
              invoiceStatus={invoice.invoiceStatus}
              waiting={waiting}
              documentMissing={invoice.documentMissing}
              testId="invoice-detail-status"
            />
          </span>
        ) : (
          t`Invoice details`
        )
      }
      footer={
        <Space wrap>
          {invoice && canIssue && invoice.editable && (
            <Button onClick={() => setEditing(true)} data-testid="invoice-detail-edit">
              <Trans>Edit details</Trans>
            </Button>
          )}
          {invoice && canIssue && invoice.documentMissing && (
            <Button
              loading={retry.isPending || waiting}
              onClick={retryDocument}
              data-testid="invoice-detail-retry"
            >
              <Trans>Retry PDF</Trans>
            </Button>
          )}
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
          <Button onClick={close} data-testid="invoice-detail-close">
            <Trans>Close</Trans>
          </Button>
        </Space>
      }
      testId="invoice-detail"
      detail={detail}
    >
      {(data) => (
        <>
          <InvoiceDetailBody detail={data} />
          {editing && data.editable && (
            <InvoiceEditDialog detail={data} onSaved={saved} onClose={() => setEditing(false)} />
          )}
        </>
      )}
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
    ...receiptSections(detail),
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
      children: <InvoiceLogTimeline log={detail.log} when={when} testId="invoice-detail-log-entry" />,
    },
  ];
  return <DetailCollapse sections={sections} />;
}
