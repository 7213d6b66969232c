import {
  type AdminRegistrationDetail,
  checkInReasonLabels,
  invoiceStatusLabels,
  invoiceTypeLabels,
  signInLabels,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Descriptions, Empty, Tag } from "antd";
import { DetailCollapse, type DetailSection } from "#admin/components/DetailCollapse";
import { formatAmount, orEmpty, titleOf, useAdminLocale, useConferenceTime } from "#admin/format";
import { useCan } from "#admin/permissions";
import { useRevealPersonalData } from "#admin/queries/registrations";
import { invoiceStatusColors } from "#admin/status-colors";
import { MailSection } from "./MailSection";
import { PayLines } from "./PayLines";
import { RevealButton, RevealNotice } from "./RevealButton";
import { attendanceItems, type DetailItem } from "./registrant-items";

/** A full-width item starts its own row: an item left alone before it takes the whole row instead. */
function fillRows(items: DetailItem[]): DetailItem[] {
  let column = 0;
  return items.map((item, index) => {
    const next = items[index + 1];
    const alone = column === 0 && (item.span ?? 1) === 1 && (next?.span ?? 1) === 2;
    const span = alone ? 2 : (item.span ?? 1);
    column = (column + span) % 2;
    return { ...item, span };
  });
}

function ItemList({ items }: { items: DetailItem[] }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      // Two equal columns whatever the values' lengths (long workshop lists would squeeze numbers).
      styles={{ label: { width: 150 }, content: { width: "calc(50% - 150px)" } }}
      items={fillRows(items).map((item, index) => ({
        key: index,
        label: item.label,
        span: item.span ?? 1,
        children:
          typeof item.value === "string" ? (
            <span data-testid={item.testId}>{orEmpty(item.value)}</span>
          ) : (
            <span data-testid={item.testId}>{item.value}</span>
          ),
      }))}
    />
  );
}

/**
 * The dialog's sections: attendance (registrant from the field descriptors), payment, the mail list,
 * invoice, times.
 */
export function DetailSections({ detail }: { detail: AdminRegistrationDetail }) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const time = useConferenceTime();
  const when = (iso: string | null) => time(iso, detail.conference.id);
  const mayReveal = useCan("personalData.reveal");
  const reveal = useRevealPersonalData(detail.id);
  const { standing } = detail;
  const checkIn = (
    <Tag
      color={standing.checkIn.eligible ? "success" : "warning"}
      variant="outlined"
      data-testid="detail-check-in"
    >
      {i18n._(checkInReasonLabels[standing.checkIn.reason])}
    </Tag>
  );

  const sections: DetailSection[] = [
    {
      key: "attendance",
      label: t`Attendance info`,
      extra: mayReveal ? <RevealButton reveal={reveal} /> : undefined,
      children: (
        <>
          <RevealNotice reveal={reveal} />
          <ItemList
            items={attendanceItems(detail, i18n, locale, reveal.data ?? null, [
              {
                label: t`Attendance card number`,
                value: <span className="adm-mono">{orEmpty(detail.cardNumber)}</span>,
              },
              { label: t`Invitation code`, value: detail.invcode },
            ])}
          />
        </>
      ),
    },
    {
      key: "payment",
      label: t`Payment info`,
      children: (
        <>
          <ItemList
            items={[
              { label: t`Total fee`, value: formatAmount(standing.fee, standing.currency, locale) },
              { label: t`To pay`, value: formatAmount(standing.owed, standing.currency, locale) },
              { label: t`Paid`, value: formatAmount(standing.paid, standing.currency, locale) },
              { label: t`Refundable`, value: formatAmount(standing.refundable, standing.currency, locale) },
            ]}
          />
          <PayLines lines={detail.payLines} conferenceId={detail.conference.id} />
        </>
      ),
    },
    {
      key: "mail",
      label: t`Messages`,
      children: <MailSection registrationId={detail.id} conferenceId={detail.conference.id} />,
    },
    {
      key: "invoice",
      label: t`Invoice info`,
      children: detail.invoice ? (
        <ItemList
          items={[
            { label: t`Invoice type`, value: i18n._(invoiceTypeLabels[detail.invoice.invoiceType]) },
            {
              label: t`Invoice status`,
              value: (
                <Tag color={invoiceStatusColors[detail.invoice.invoiceStatus]} variant="outlined">
                  {i18n._(invoiceStatusLabels[detail.invoice.invoiceStatus])}
                </Tag>
              ),
            },
            { label: t`Invoice title`, value: detail.invoice.invoiceTitle },
            {
              label: t`Invoice number`,
              value: <span className="adm-mono">{orEmpty(detail.invoice.invoiceNumber)}</span>,
            },
          ]}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No invoice information`} />
      ),
    },
    {
      key: "registration",
      label: t`Registration info`,
      children: (
        <ItemList
          items={[
            { label: t`Conference`, value: titleOf(detail.conference.title, locale), span: 2 },
            { label: t`Registration number`, value: <span className="adm-mono">{detail.id}</span> },
            { label: t`Registered at`, value: when(detail.createTime) },
            { label: t`Last changed`, value: when(detail.updateTime) },
            { label: t`Remark`, value: detail.remark, span: 2 },
          ]}
        />
      ),
    },
    {
      key: "signin",
      label: t`Check-in and badge`,
      children: (
        <ItemList
          items={[
            {
              label: t`Check-in`,
              value: (
                <Tag color={detail.isSignIn ? "success" : "default"} variant="outlined">
                  {i18n._(signInLabels[detail.isSignIn ? 1 : 0])}
                </Tag>
              ),
            },
            { label: t`May check in`, value: checkIn },
            { label: t`Checked in at`, value: when(detail.signInTime), span: 2 },
          ]}
        />
      ),
    },
  ];

  return <DetailCollapse sections={sections} />;
}
