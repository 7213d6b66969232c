import {
  AppError,
  canDeleteRegistration,
  type InvoiceStatus,
  type PageQuery,
  type PayStatus,
  pageOf,
  type RegistrationDetail,
} from "@confreg/shared";
import { nextChangeSeq } from "#db/change-seq";
import { writeAudit } from "#features/audit/audit.repo";
import type { AppDeps } from "#http/env";
import { loadRegistrationExtras } from "./registration.extras";
import { toRegistrationDetail, toRegistrationSummary } from "./registration.mappers";
import { findRegistration, listOwnRegistrations } from "./registrations.repo";

/** An attendee's registration; someone else's is answered as not found, never as forbidden. */
async function ownRegistration(deps: AppDeps, accountId: number, id: number) {
  const row = await findRegistration(deps.db, id);
  if (!row || row.accountId !== accountId) throw new AppError("REGISTRATION_NOT_FOUND");
  return row;
}

export async function getRegistrationDetail(
  deps: AppDeps,
  owner: { accountId: number },
  id: number,
): Promise<RegistrationDetail> {
  const row = await ownRegistration(deps, owner.accountId, id);
  return toRegistrationDetail(row, await loadRegistrationExtras(deps.db, [row]), deps.pii);
}

export async function listRegistrations(
  deps: AppDeps,
  accountId: number,
  conferenceId: number,
  page: PageQuery,
) {
  const { rows, total } = await listOwnRegistrations(deps.db, accountId, conferenceId, page);
  const extras = await loadRegistrationExtras(deps.db, rows);
  return pageOf(
    rows.map((row) => toRegistrationSummary(row, extras, deps.pii)),
    page,
    total,
  );
}

/**
 * Soft-deletes a registration while nothing was paid or invoiced (DOMAIN.md §7), gives its workshop
 * places back, and bumps the change sequence so kiosks drop it (a tombstone).
 */
export async function deleteRegistration(deps: AppDeps, accountId: number, id: number): Promise<void> {
  const row = await ownRegistration(deps, accountId, id);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const [lines, invoices, workshops] = await Promise.all([
      trx.selectFrom("payLines").select("payStatus").where("registrationId", "=", id).execute(),
      trx.selectFrom("invoices").select("invoiceStatus").where("registrationId", "=", id).execute(),
      trx.selectFrom("registrationWorkshops").select("workshopId").where("registrationId", "=", id).execute(),
    ]);
    const deletable = canDeleteRegistration(
      lines.map((l) => l.payStatus as PayStatus),
      invoices.map((i) => i.invoiceStatus as InvoiceStatus),
    );
    if (!deletable) throw new AppError("REGISTRATION_NOT_DELETABLE");
    const result = await trx
      .updateTable("registrations")
      .set({
        isDeleted: 1,
        deletedTime: now.toISOString(),
        updateTime: now.toISOString(),
        changeSeq: await nextChangeSeq(trx),
      })
      .where("id", "=", id)
      .where("isDeleted", "=", 0)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError("REGISTRATION_NOT_FOUND");
    for (const { workshopId } of workshops) {
      await trx
        .updateTable("workshops")
        .set((eb) => ({ takenCount: eb("takenCount", "-", 1) }))
        .where("id", "=", workshopId)
        .where("takenCount", ">", 0)
        .execute();
    }
    await writeAudit(
      trx,
      {
        actorKind: "attendee",
        actorId: accountId,
        action: "registration.delete",
        entity: "registration",
        entityId: id,
        conferenceId: row.conferenceId,
        fromState: "active",
        toState: "deleted",
      },
      now,
    );
  });
}
