import { type AttendeePayLine, PayStatus, type RefundView, refundTypeLabels } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSignedInArea } from "#attendee/attendee-context";
import { type InfoRow, InfoRows } from "#attendee/components/InfoRows";
import { Sheet } from "#attendee/components/Sheet";
import { formatDateTime } from "#attendee/lib/format";
import { useLocale } from "#attendee/lib/locale";

/** The attendee's own refund request as the server keeps it (the card number masked). */
export function RefundDetails({ line, onClose }: { line: AttendeePayLine | null; onClose: () => void }) {
  const refund: RefundView | null = line?.refund ?? null;
  return (
    <Sheet
      open={refund !== null}
      title={<Trans>Refund request</Trans>}
      onClose={onClose}
      testId="refund-view"
    >
      {refund && line && <Rows refund={refund} rejected={line.payStatus === PayStatus.refundRejected} />}
    </Sheet>
  );
}

function Rows({ refund, rejected }: { refund: RefundView; rejected: boolean }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { conference } = useSignedInArea();
  const rows: InfoRow[] = [
    { key: "reason", label: <Trans>Reason</Trans>, value: refund.reason, testId: "refund-view-reason" },
    { key: "name", label: <Trans>Account holder</Trans>, value: refund.name },
    {
      key: "card",
      label: <Trans>Bank card number</Trans>,
      value: refund.bankNumberMasked,
      testId: "refund-view-card",
    },
    { key: "bank", label: <Trans>Bank</Trans>, value: refund.bank },
    {
      key: "route",
      label: <Trans>Refunded by</Trans>,
      value: refund.refundType === null ? "" : i18n._(refundTypeLabels[refund.refundType]),
    },
    {
      key: "time",
      label: <Trans>Requested at</Trans>,
      value: formatDateTime(refund.createTime, locale, conference.timezone),
    },
    {
      key: "reject",
      label: <Trans>Why it was declined</Trans>,
      value: rejected ? refund.rejectReason : "",
      testId: "refund-view-reject",
    },
  ];
  return <InfoRows rows={rows} />;
}
