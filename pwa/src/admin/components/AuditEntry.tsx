import {
  type Actor,
  type AuditAction,
  actorLabels,
  auditActions,
  type Currency,
  invoiceStatusLabels,
  type Labels,
  payStatusLabels,
  type RegistrationHistoryEntry,
  registrationStateLabels,
} from "@confreg/shared";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Tag } from "antd";
import type { ReactNode } from "react";
import { formatAmount, useAdminLocale } from "#admin/format";

const isAuditAction = (action: string): action is AuditAction => action in auditActions;

/** Reasons the server records as codes (what caused a change), in words; any other reason is shown as given. */
const reasonLabels: Partial<Record<string, MessageDescriptor>> = {
  "registration.adminEdit": msg`Caused by an edit of the registration in the back office`,
  "group.memberRemoved": msg`Caused by leaving the group`,
};

/** Who did it: a person or kiosk by its name; the attendee, a provider or the system by what they are. */
export function useActorName() {
  const { i18n } = useLingui();
  return (actor: { kind: string; name: string }) =>
    actor.kind === "admin" || actor.kind === "provider" || actor.kind === "device"
      ? actor.name
      : actor.kind in actorLabels
        ? i18n._(actorLabels[actor.kind as Actor])
        : actor.name;
}

/** How each audited entity's states read; the registration's creation is recorded as "live". */
const stateLabels: Record<string, Labels<number>> = {
  registration: registrationStateLabels,
  payLine: payStatusLabels as Labels<number>,
  invoice: invoiceStatusLabels as Labels<number>,
};

/** A state an audit row records (as text), as a tag in words where its entity's states have labels. */
export function useAuditState() {
  const { i18n } = useLingui();
  return (entity: string, text: string | null): ReactNode => {
    if (text === null || text === "") return null;
    const value = text === "live" ? 0 : Number(text);
    const label = stateLabels[entity]?.[value];
    return <Tag variant="outlined">{label ? i18n._(label) : text}</Tag>;
  };
}

/** The money an audit row records, in words: the refund, else what was received, else the fee. */
export function useAuditMoney() {
  const { t } = useLingui();
  const locale = useAdminLocale();
  return (amounts: RegistrationHistoryEntry["amounts"], fallback: Currency): string | null => {
    if (!amounts) return null;
    const currency = (amounts.currency ?? fallback) as Currency;
    if (amounts.refundFee !== undefined)
      return t`refund ${formatAmount(amounts.refundFee, currency, locale)}`;
    if (amounts.receivedFee !== undefined)
      return t`received ${formatAmount(amounts.receivedFee, currency, locale)}`;
    if (amounts.totalFee !== undefined) return t`fee ${formatAmount(amounts.totalFee, currency, locale)}`;
    return null;
  };
}

type Props = {
  action: string;
  from: ReactNode;
  to: ReactNode;
  when: string;
  who: string;
  /** Money the row records, already formatted. */
  extra?: ReactNode;
  reason: string;
  testId: string;
};

/** One audit row in a history timeline: what happened, from which state to which, when, by whom, why. */
export function AuditEntryView({ action, from, to, when, who, extra, reason, testId }: Props) {
  const { t, i18n } = useLingui();
  const label = isAuditAction(action) ? i18n._(auditActions[action].label) : action;
  return (
    <div className="adm-pay-history-entry" data-testid={testId}>
      <div className="adm-pay-history-head">
        <strong>{label}</strong>
        {(from || to) && (
          <span className="adm-pay-history-states">
            {from}
            {from && to && <span aria-hidden>→</span>}
            {to}
          </span>
        )}
      </div>
      <div className="adm-sub">
        <span className="adm-nowrap">{when}</span> · {t`by ${who}`}
        {extra && <> · {extra}</>}
      </div>
      {reason && (
        <div className="adm-pay-history-reason">
          {reasonLabels[reason] ? i18n._(reasonLabels[reason]) : reason}
        </div>
      )}
    </div>
  );
}
