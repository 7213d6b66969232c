import { type AuditAction, auditActions } from "@confreg/shared";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

const isAuditAction = (action: string): action is AuditAction => action in auditActions;

/** Reasons the server records as codes (what caused a change), in words; any other reason is shown as given. */
const reasonLabels: Partial<Record<string, MessageDescriptor>> = {
  "registration.adminEdit": msg`Caused by an edit of the registration in the back office`,
  "group.memberRemoved": msg`Caused by leaving the group`,
};

/** Who did it: a person or kiosk by its name; the attendee, a provider or the system by what they are. */
export function useActorName() {
  const { t } = useLingui();
  const kinds: Record<string, string> = {
    attendee: t`Attendee`,
    system: t`System`,
    timer: t`Timer`,
    provider: t`Payment provider`,
  };
  return (actor: { kind: string; name: string }) =>
    actor.kind === "admin" || actor.kind === "provider" || actor.kind === "device"
      ? actor.name
      : (kinds[actor.kind] ?? actor.name);
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
