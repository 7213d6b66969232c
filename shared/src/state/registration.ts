import {
  type InvoiceStatus,
  invoiceStatusTraits,
  type PayStatus,
  payStatusTraits,
  RegistrationState,
  registrationStateValues,
} from "../enums";
import { Actor, type Machine } from "./machine";

/**
 * A registration can be deleted (softly, audited) only while nothing is paid or in flight on any of its
 * payment lines (each 0 or -2) and none of its invoices is issued or being issued (DOMAIN.md §7).
 */
export function canDeleteRegistration(
  payStatuses: readonly PayStatus[],
  invoiceStatuses: readonly InvoiceStatus[],
): boolean {
  return (
    payStatuses.every((status) => payStatusTraits[status].unpaidLike) &&
    !invoiceStatuses.some((status) => invoiceStatusTraits[status].blocksRefund)
  );
}

export const registrationEvents = ["edit", "delete"] as const;
export type RegistrationEvent = (typeof registrationEvents)[number];

/** What deleting needs to know: every payment line and invoice of the registration. */
export type DeletionFact = { payStatuses: readonly PayStatus[]; invoiceStatuses: readonly InvoiceStatus[] };
export type RegistrationContexts = { edit: undefined; delete: DeletionFact };

/**
 * A registration's own lifecycle (its `isDeleted`): live until deleted, softly and audited, by the
 * attendee or an administrator, while nothing is paid or invoiced (DOMAIN.md §7).
 */
export const registrationMachine: Machine<RegistrationState, RegistrationEvent, RegistrationContexts> = {
  name: "registration",
  states: registrationStateValues,
  events: registrationEvents,
  transitions: [
    // Editing keeps it live; which fields may change depends on its payment (rules/registration-edit.ts).
    {
      from: [RegistrationState.live],
      event: "edit",
      to: RegistrationState.live,
      by: [Actor.attendee, Actor.admin],
    },
    {
      from: [RegistrationState.live],
      event: "delete",
      to: RegistrationState.deleted,
      by: [Actor.attendee, Actor.admin],
      guard: (fact) =>
        canDeleteRegistration(fact.payStatuses, fact.invoiceStatuses) ? null : "REGISTRATION_NOT_DELETABLE",
    },
  ],
};
