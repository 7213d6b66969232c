import {
  type AdminRegistrationDetail,
  checkInReasonLabels,
  hasPermission,
  invoiceStatusLabels,
  invoiceTypeLabels,
  type Permission,
  printTypeLabels,
  registrationChannelLabels,
  signInLabels,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Empty, Tag } from "antd";
import type { ReactNode } from "react";
import { CheckinActions } from "#admin/checkin/CheckinActions";
import { DetailCollapse } from "#admin/components/DetailCollapse";
import { formatAmount, orEmpty, titleOf, useAdminLocale, useConferenceTime } from "#admin/format";
import { useAdminAccount } from "#admin/permissions";
import { useRevealPersonalData } from "#admin/queries/registrations";
import { MailSection } from "#admin/register-list/MailSection";
import { PayLines } from "#admin/register-list/PayLines";
import { RevealButton, RevealNotice } from "#admin/register-list/RevealButton";
import { attendanceItems } from "#admin/register-list/registrant-items";
import { invoiceStatusColors } from "#admin/status-colors";
import { ItemList } from "./ItemList";
import type { PanelMode } from "./RegistrationPanel";
import { ExtrasSection } from "./sections/ExtrasSection";
import { GroupSection } from "./sections/GroupSection";
import { HealthSection } from "./sections/HealthSection";
import { HistorySection } from "./sections/HistorySection";
import { LodgingSection } from "./sections/LodgingSection";
import { PapersSection } from "./sections/PapersSection";
import "./register-detail.css";

type Props = { detail: AdminRegistrationDetail; mode: PanelMode };

/** One collapsible section: its heading, what it needs to be shown, its content. */
type Section = {
  key: string;
  label: string;
  extra?: ReactNode;
  /** Shown only to accounts holding it (the check-in desk reads no mails and no audit log). */
  needs?: Permission;
  children: ReactNode;
};

/**
 * The panel's sections in the spec's order (spec 002 §2): attendance, health, lodging and transport,
 * papers, payment, mail, group, invoice, extra information, registration, sign-in and print, then the
 * audit history. Check-only mode shows them all read only; what an account may not read is left out.
 */
export function PanelSections({ detail, mode }: Props) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const time = useConferenceTime();
  const when = (iso: string | null) => time(iso, detail.conference.id);
  const account = useAdminAccount();
  const can = (permission: Permission) => hasPermission(account, permission);
  const reveal = useRevealPersonalData(detail.id);
  const { standing, badge } = detail;
  const full = mode === "full";

  const sections: Section[] = [
    {
      key: "attendance",
      label: t`Attendance info`,
      extra: can("personalData.reveal") ? <RevealButton reveal={reveal} /> : undefined,
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
    { key: "health", label: t`Health info`, children: <HealthSection health={detail.health} /> },
    { key: "lodging", label: t`Lodging and transport`, children: <LodgingSection detail={detail} /> },
    { key: "papers", label: t`Papers`, children: <PapersSection detail={detail} editable={full} /> },
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
      needs: "registrations.read",
      children: (
        <MailSection registrationId={detail.id} conferenceId={detail.conference.id} readOnly={!full} />
      ),
    },
    { key: "group", label: t`Group info`, children: <GroupSection detail={detail} /> },
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
    { key: "extras", label: t`Extra info`, children: <ExtrasSection detail={detail} /> },
    {
      key: "registration",
      label: t`Registration info`,
      children: (
        <ItemList
          items={[
            { label: t`Conference`, value: titleOf(detail.conference.title, locale), span: 2 },
            { label: t`Registration number`, value: <span className="adm-mono">{detail.id}</span> },
            {
              label: t`Channel`,
              value: i18n._(registrationChannelLabels[detail.channel]),
              testId: "panel-channel",
            },
            { label: t`Account`, value: detail.account?.login ?? t`None` },
            { label: t`Started at`, value: when(detail.startRegisterTime) },
            { label: t`Registered at`, value: when(detail.createTime) },
            { label: t`Last changed`, value: when(detail.updateTime) },
            { label: t`Remark`, value: detail.remark, span: 2 },
          ]}
        />
      ),
    },
    {
      key: "signin",
      label: t`Sign-in and print info`,
      children: (
        <>
          {full && <CheckinActions detail={detail} />}
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
              {
                label: t`May check in`,
                value: (
                  <Tag
                    color={standing.checkIn.eligible ? "success" : "warning"}
                    variant="outlined"
                    data-testid="detail-check-in"
                  >
                    {i18n._(checkInReasonLabels[standing.checkIn.reason])}
                  </Tag>
                ),
              },
              { label: t`Checked in at`, value: when(detail.signInTime) },
              {
                label: t`Print type`,
                value: badge.printType === null ? "" : i18n._(printTypeLabels[badge.printType]),
              },
              { label: t`Badges printed`, value: String(badge.printCount), testId: "checkin-print-count" },
              { label: t`Last printed at`, value: when(badge.lastPrintTime) },
            ]}
          />
        </>
      ),
    },
    { key: "history", label: t`History`, needs: "audit.read", children: <HistorySection detail={detail} /> },
  ];

  const shown = sections.filter((section) => !section.needs || can(section.needs));
  return <DetailCollapse sections={shown.map(({ needs: _needs, ...section }) => section)} />;
}
