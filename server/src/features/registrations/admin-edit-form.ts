import {
  type AdminEditForm,
  AppError,
  chargedFee,
  EditFeeBasis,
  type EditLockedField,
  maskIdDocument,
  maskPhone,
  maySettleFee,
} from "@confreg/shared";
import { loadMoneyRows } from "#db/standing";
import type { AppDeps } from "#http/env";
import { groupOf } from "./admin-panel";
import type { EditFacts } from "./edit-terms";
import type { RegistrationRow } from "./registration.extras";
import { toPayLine } from "./registration.mappers";
import { loadEditForm } from "./registration-edit-form";
import { findRegistration } from "./registrations.repo";

const feeFields: readonly EditLockedField[] = ["participantTypeId", "workshopIds", "papers"];

/**
 * What the back office may not change (DOMAIN.md §3): once paid, the payment method (money received one
 * way stays that way); while money is on its way, nothing that decides the fee; an invoice applied for or
 * issued, as for the attendee (its own editor in the invoice list corrects it).
 */
export function adminLockedFields(facts: EditFacts, settleable: boolean): EditLockedField[] {
  const kept = facts.basis === EditFeeBasis.kept;
  return [
    ...(kept && !settleable ? feeFields : []),
    ...(kept ? (["payType"] as const) : []),
    ...facts.lockedFields.filter((field) => field === "invoice"),
  ];
}

/**
 * When a back-office edit is priced: a paid registration's new choices at the prices of its first
 * submission, as its fee was (an early-bird stays early-bird), so the difference is what the change costs;
 * an unpaid one as the attendee's edit prices it.
 */
export const adminPriceTime = (facts: EditFacts, row: RegistrationRow): Date =>
  facts.basis === EditFeeBasis.kept ? new Date(row.createTime) : facts.priceAt;

/** A live registration in the guard's scope, or not found. */
export async function liveRegistration(deps: AppDeps, id: number) {
  const row = await findRegistration(deps.db, id);
  if (!row) throw new AppError("REGISTRATION_NOT_FOUND");
  return row;
}

/**
 * registerEdit (spec 002 §2): the registration as the attendee's edit form loads it, with the document and
 * phone numbers left out (staff see them masked and replace them, never read them), what its lines charge
 * and whether a change of the fee could be settled now.
 */
export async function loadAdminEditForm(deps: AppDeps, id: number): Promise<AdminEditForm> {
  const row = await liveRegistration(deps, id);
  const [{ form, facts }, money, group] = await Promise.all([
    loadEditForm(deps, row),
    loadMoneyRows(deps.db, [row.id]),
    groupOf(deps.db, row),
  ]);
  const lines = money.lines.get(row.id) ?? [];
  const settleable = maySettleFee(lines);
  const { idNumber, phone } = form.input;
  return {
    ...form,
    fee: { basis: facts.basis, pricedAt: adminPriceTime(facts, row).toISOString() },
    input: { ...form.input, idNumber: "", phone: "" },
    masked: { idNumber: idNumber ? maskIdDocument(idNumber) : "", phone: phone ? maskPhone(phone) : "" },
    conferenceId: row.conferenceId,
    charged: chargedFee(lines),
    payLines: lines.map(toPayLine),
    maySettleFee: settleable,
    lockedFields: adminLockedFields(facts, settleable),
    group,
  };
}
