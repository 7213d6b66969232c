import {
  Actor,
  type AddressInput,
  AppError,
  addressIssues,
  addressShown,
  loadAreaTree,
  type RegistrationDetail,
} from "@confreg/shared";
import { transact } from "#db/transact";
import { requireConference } from "#features/conferences";
import type { AppDeps } from "#http/env";
import { type ActorRef, writeAudit } from "#lib/audit/write-audit";
import { addressPlan, writeAddress } from "./registration-address";
import { getRegistrationDetail, ownRegistration } from "./registrations.service";

/**
 * The attendee fills in or corrects the address declaration from registerDetail (spec 000 §2 "fill
 * address info", §7 "edit address"): their own live registration of a conference that asks for it; the
 * same rules as the form. It does not touch the fee, so it stays open whatever the payment's state.
 */
export async function editOwnAddress(
  deps: AppDeps,
  accountId: number,
  registrationId: number,
  input: AddressInput,
): Promise<RegistrationDetail> {
  const row = await ownRegistration(deps, accountId, registrationId);
  const { settings } = await requireConference(deps.db, row.conferenceId);
  if (!addressShown(settings)) throw new AppError("NOT_FOUND");
  const issues = addressIssues(settings, input, await loadAreaTree());
  if (issues.length > 0 || input.healthCode === null)
    throw new AppError("VALIDATION_FAILED", { fields: issues });
  const plan = addressPlan(input, input.healthCode);
  const actor: ActorRef = { kind: Actor.attendee, id: accountId };
  await transact(
    deps.db,
    async (tx) => {
      await writeAddress(tx, { id: row.id, conferenceId: row.conferenceId }, plan, actor);
      await writeAudit(tx, {
        action: "registration.editAddress",
        actor,
        entityId: row.id,
        conferenceId: row.conferenceId,
        data: { healthCode: plan.healthCode },
      });
    },
    { at: deps.now() },
  );
  return getRegistrationDetail(deps, { accountId }, row.id);
}
