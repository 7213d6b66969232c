import { errorCodes, type KioskRegistration, PayStatus, payStatusLabels } from "@confreg/shared";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PrintFailure } from "#common/bridge";
import { KioskApiError, NetworkError, UnsupportedAnswerError } from "#renderer/api/client";
import type { SyncFailure } from "#renderer/sync/controller";

const networkText = msg`The server cannot be reached. Check the address and the network.`;
const unsupportedText = msg`The server's answer was not understood. The kiosk may need an update.`;
const storageText = msg`The local database failed. Reload the page; if it persists, un-enrol and enrol again.`;

/** The text for an enrolment failure. */
export function enrolErrorText(i18n: I18n, error: unknown): string {
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

const settledStatuses: readonly number[] = [PayStatus.paid, PayStatus.refundRejected];

/** Why a person may or may not check in (DOMAIN.md §8), from what the kiosk holds. */
export function eligibilityText(i18n: I18n, registration: KioskRegistration): string {
  const status = i18n._(payStatusLabels[registration.payStatus]);
  if (!registration.eligible) return i18n._(msg`Not eligible: payment is not complete (${status}).`);
  if (settledStatuses.includes(registration.payStatus)) return i18n._(msg`Eligible: ${status}.`);
  return i18n._(msg`Eligible: nothing to pay.`);
}
