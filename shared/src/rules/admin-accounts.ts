import { AdminRole } from "../enums";
import type { PermissionHolder } from "../permissions";

/** An account as the account rules see it. */
export type AccountStanding = PermissionHolder & { id: number; isDisabled: boolean };

/**
 * Whether `holder` may give an account this scope: an account of every conference may give any, an account
 * bound to one conference only its own (it cannot make an account that sees more than it does).
 */
export const mayGrantScope = (holder: PermissionHolder, conferenceId: number | null): boolean =>
  holder.conferenceId === null || holder.conferenceId === conferenceId;

/** An enabled administrator of every conference: the account that can always repair the others. */
export const isKeyAdministrator = (account: AccountStanding): boolean =>
  !account.isDisabled && account.role === AdminRole.administrator && account.conferenceId === null;

/**
 * Whether changing one account (disabling, demoting or binding it to one conference) would leave no
 * enabled administrator of every conference. `before` is every account as it is now.
 */
export function leavesNoKeyAdministrator(
  before: readonly AccountStanding[],
  after: AccountStanding,
): boolean {
  const remaining = before.map((account) => (account.id === after.id ? after : account));
  return !remaining.some(isKeyAdministrator);
}
