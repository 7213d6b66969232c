import { checkInReasonLabels, type ErrorCode, errorCodes } from "@confreg/shared";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PrintFailure } from "#common/bridge";
import { KioskApiError, NetworkError, needsUpdate, UnsupportedAnswerError } from "#renderer/api/client";
import { type KioskRow, unknownReason } from "#renderer/api/payload";
import type { SyncFailure } from "#renderer/sync/controller";

const networkText = msg`The server cannot be reached. Check the address and the network.`;
const unsupportedText = msg`The server's answer was not understood. The kiosk may need an update.`;
const updateText = msg`Please update this kiosk: the server sends its data in a newer format. Check-in goes on with the data already on this kiosk.`;
const storageText = msg`The local database failed. Reload the page; if it persists, un-enrol and enrol again.`;

/** The text for an enrolment failure. */
export function enrolErrorText(i18n: I18n, error: unknown): string {
  if (needsUpdate(error)) return i18n._(updateText);
  if (error instanceof KioskApiError) return i18n._(errorCodes[error.code].message);
  if (error instanceof NetworkError) return i18n._(networkText);
  if (error instanceof UnsupportedAnswerError) return i18n._(unsupportedText);
  return i18n._(storageText);
}

/** The text for a failed sync run. */
export function syncFailureText(i18n: I18n, failure: SyncFailure): string {
  switch (failure.kind) {
    case "network":
      return i18n._(msg`Cannot reach the server: working offline with the data on this kiosk.`);
    case "update":
      return i18n._(updateText);
    case "server":
      return i18n._(errorCodes[failure.code].message);
    case "unsupported":
      return i18n._(unsupportedText);
    case "storage":
      return i18n._(storageText);
  }
}

export const printFailureText: Record<PrintFailure, MessageDescriptor> = {
  "no-printer": msg`No badge printer is chosen. Choose one in Settings.`,
  "printer-missing": msg`The chosen badge printer is not connected. Check it or choose another in Settings.`,
  failed: msg`The badge could not be printed.`,
};

/** Why the person may or may not check in, as the server decided it (DOMAIN.md §8). */
export function checkInReasonText(i18n: I18n, registration: KioskRow): string {
  const { reason } = registration.checkIn;
  // A reason from a newer server that this kiosk has no words for: staff at the desk can look it up.
  if (reason === unknownReason) return i18n._(msg`Ask the registration desk.`);
  return i18n._(checkInReasonLabels[reason]);
}

/** The headline of the person card: eligible or not, and why. */
export function eligibilityText(i18n: I18n, registration: KioskRow): string {
  const reason = checkInReasonText(i18n, registration);
  return registration.checkIn.eligible
    ? i18n._(msg`Eligible: ${reason}`)
    : i18n._(msg`Not eligible: ${reason}`);
}

/** Why the server refused an event: its error's message, or a plain one for a code this kiosk does not know. */
export function refusalText(i18n: I18n, code: string): string {
  if (code in errorCodes) return i18n._(errorCodes[code as ErrorCode].message);
  return i18n._(msg`The server did not accept it.`);
}
