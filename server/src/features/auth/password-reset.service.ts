import {
  type AdminPasswordResetConfirm,
  type Locale,
  type MessageChannel,
  type PasswordResetConfirm,
  resetChannelOf,
} from "@confreg/shared";
import { queueMessage } from "#features/notifications";
import type { AppDeps } from "#http/env";
import { findAdminByUsername, findAttendeeByLogin } from "./accounts.repo";
import { clearLogin } from "./login-limits";
import { confirmResetCode, issueResetCode, throttleReset } from "./reset-code";

const findAttendee = (deps: AppDeps, login: string) =>
  findAttendeeByLogin(deps.db, resetChannelOf(login) === "email" ? { email: login } : { phone: login });

/**
 * Attendee: a code to the e-mail address or phone typed, if an account has it. The answer is the same
 * either way, and its channel follows from what was typed, so it tells nothing about the account.
 */
export async function requestAttendeeReset(
  deps: AppDeps,
  login: string,
  ip: string,
  locale: Locale,
): Promise<MessageChannel> {
  await throttleReset(deps, "request", { kind: "attendee", login }, ip);
  const channel = resetChannelOf(login);
  const row = await findAttendee(deps, login);
  const recipient = channel === "email" ? row?.email : row?.phone;
  if (row && !row.isDisabled && recipient) {
    await issueResetCode(deps, { kind: "attendee", id: row.id }, channel, (tx, params) =>
      queueMessage(tx, { channel, recipient, template: "passwordReset", locale, params }),
    );
  }
  return channel;
}

/** Sets the new password; the right code from this address also lifts this address's sign-in lock. */
export async function confirmAttendeeReset(
  deps: AppDeps,
  input: Required<PasswordResetConfirm>,
  ip: string,
): Promise<void> {
  await throttleReset(deps, "confirm", { kind: "attendee", login: input.login }, ip);
  const row = await findAttendee(deps, input.login);
  const account =
    row && !row.isDisabled ? { kind: "attendee" as const, id: row.id, conferenceId: null } : null;
  await confirmResetCode(deps, account, input);
  await clearLogin(deps, "attendee", ip, input.login);
}

/** Admin: a code to the account's e-mail, else its phone; an account with neither gets nothing. */
export async function requestAdminReset(
  deps: AppDeps,
  username: string,
  ip: string,
  locale: Locale,
): Promise<void> {
  await throttleReset(deps, "request", { kind: "admin", login: username }, ip);
  const row = await findAdminByUsername(deps.db, username);
  if (!row || row.isDisabled || !(row.email || row.phone)) return;
  const channel: MessageChannel = row.email ? "email" : "sms";
  const recipient = row.email || row.phone;
  await issueResetCode(deps, { kind: "admin", id: row.id }, channel, (tx, params) =>
    queueMessage(tx, {
      channel,
      recipient,
      template: "adminPasswordReset",
      locale,
      params: { ...params, username: row.username },
      conferenceId: row.conferenceId,
    }),
  );
}

export async function confirmAdminReset(
  deps: AppDeps,
  input: Required<AdminPasswordResetConfirm>,
  ip: string,
): Promise<void> {
  await throttleReset(deps, "confirm", { kind: "admin", login: input.username }, ip);
  const row = await findAdminByUsername(deps.db, input.username);
  const account =
    row && !row.isDisabled ? { kind: "admin" as const, id: row.id, conferenceId: row.conferenceId } : null;
  await confirmResetCode(deps, account, input);
  await clearLogin(deps, "admin", ip, input.username);
}
