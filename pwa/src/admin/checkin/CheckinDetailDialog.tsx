import {
  type CheckinDetail,
  checkInReasonLabels,
  invoiceStatusLabels,
  payStatusLabels,
  printTypeLabels,
  signInLabels,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Button, Tag } from "antd";
import { DetailCollapse, type DetailSection } from "#admin/components/DetailCollapse";
import { DetailItems } from "#admin/components/DetailItems";
import { DetailModal } from "#admin/components/DetailModal";
import { formatAmount, orEmpty, titleOf, useAdminLocale, useConferenceTime } from "#admin/format";
import { useCan } from "#admin/permissions";
import { checkinDetailQuery } from "#admin/queries/checkin";
import { useRevealPersonalData } from "#admin/queries/registrations";
import { PayLines } from "#admin/register-list/PayLines";
import { RevealButton, RevealNotice } from "#admin/register-list/RevealButton";
import { attendanceItems } from "#admin/register-list/registrant-items";
import { invoiceStatusColors, payStatusColors } from "#admin/status-colors";
import { CheckinActions } from "./CheckinActions";
import "./checkin.css";

type Props = { registrationId: number | null; onClose: () => void };

/**
 * The registration detail panel in check-only mode (spec 002 §2, §6), for the check-in list: the QR code,
 * card number, sign-in and badge printing first, then the registration's sections, read only. Nothing
 * here changes a payment, an invoice, a message, a paper or the registration itself.
 */
export function CheckinDetailDialog({ registrationId, onClose }: Props) {
  const { t, i18n } = useLingui();
  const detail = useQuery({
    ...checkinDetailQuery(registrationId ?? 0),
    enabled: registrationId !== null,
  });
  const title = detail.data ? (
    <span className="adm-detail-title">
      {detail.data.name}
      {detail.data.nameEn && detail.data.nameEn !== detail.data.name && (
        <span className="adm-sub">{detail.data.nameEn}</span>
      )}
      <Tag color={payStatusColors[detail.data.payStatus]} variant="outlined">
        {i18n._(payStatusLabels[detail.data.payStatus])}
      </Tag>
      <Tag
        color={detail.data.isSignIn ? "success" : "default"}
        variant="outlined"
        data-testid="checkin-signed"
      >
        {i18n._(signInLabels[detail.data.isSignIn ? 1 : 0])}
      </Tag>
    </span>
  ) : (
    t`Registration details`
  );
  return (
    <DetailModal
      open={registrationId !== null}
      onClose={onClose}
      width={960}
      title={title}
      footer={
        <Button onClick={onClose} data-testid="checkin-detail-close">
          <Trans>Close</Trans>
        </Button>
      }
      testId="checkin-detail"
      detail={detail}
    >
      {(data) => (
        <>
          <CheckinActions detail={data} />
          <CheckinSections detail={data} />
        </>
      )}
    </DetailModal>
  );
}

/** The detail panel's sections a check-in desk reads: who, their payment, their check-in and badge. */
function CheckinSections({ detail }: { detail: CheckinDetail }) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const time = useConferenceTime();
  const when = (iso: string | null) => time(iso, detail.conference.id);
  const mayReveal = useCan("personalData.reveal");
  const reveal = useRevealPersonalData(detail.id);
  const { standing, badge } = detail;

  const sections: DetailSection[] = [
    {
      key: "attendance",
      label: t`Attendance info`,
      extra: mayReveal ? <RevealButton reveal={reveal} /> : undefined,
      children: (
        <>
          <RevealNotice reveal={reveal} />
          <DetailItems items={attendanceItems(detail, i18n, locale, reveal.data ?? null)} />
        </>
      ),
    },
    {
      key: "payment",
      label: t`Payment info`,
      children: (
        <>
          <DetailItems
            items={[
              { label: t`Total fee`, value: formatAmount(standing.fee, standing.currency, locale) },
              { label: t`Paid`, value: formatAmount(standing.paid, standing.currency, locale) },
              { label: t`To pay`, value: formatAmount(standing.owed, standing.currency, locale) },
              {
                label: t`Invoice status`,
                value: (
                  <Tag color={invoiceStatusColors[detail.invoiceStatus]} variant="outlined">
                    {i18n._(invoiceStatusLabels[detail.invoiceStatus])}
                  </Tag>
                ),
              },
            ]}
          />
          <PayLines lines={detail.payLines} conferenceId={detail.conference.id} />
        </>
      ),
    },
    {
      key: "signin",
      label: t`Sign-in and print info`,
      children: (
        <DetailItems
          items={[
            {
              label: t`May check in`,
              value: (
                <Tag color={standing.checkIn.eligible ? "success" : "warning"} variant="outlined">
                  {i18n._(checkInReasonLabels[standing.checkIn.reason])}
                </Tag>
              ),
            },
            { label: t`Checked in at`, value: when(detail.signInTime) },
            {
              label: t`Attendance card number`,
              value: <span className="adm-mono">{orEmpty(detail.cardNumber)}</span>,
            },
            {
              label: t`Print type`,
              value: badge.printType === null ? "" : i18n._(printTypeLabels[badge.printType]),
            },
            { label: t`Badges printed`, value: String(badge.printCount), testId: "checkin-print-count" },
            { label: t`Last printed at`, value: when(badge.lastPrintTime) },
          ]}
        />
      ),
    },
    {
      key: "registration",
      label: t`Registration info`,
      children: (
        <DetailItems
          items={[
            { label: t`Conference`, value: titleOf(detail.conference.title, locale), span: 2 },
            { label: t`Registration number`, value: <span className="adm-mono">{detail.id}</span> },
            { label: t`Registered at`, value: when(detail.createTime) },
            { label: t`Remark`, value: detail.remark, span: 2 },
          ]}
        />
      ),
    },
  ];
  return <DetailCollapse sections={sections} />;
}
