import {
  Actor,
  type AdminEditResult,
  type AdminRegistrationEdit,
  AppError,
  EditFeeBasis,
  type ErrorCode,
  type FieldIssue,
  feeDifferenceRefundReason,
  fieldIssuesFromZod,
  type RegistrationData,
  registrationInput,
  validationIds as v,
} from "@confreg/shared";
import { transact } from "#db/transact";
import { cachedConferenceContext } from "#features/conferences";
import { registrantValuesOf } from "#features/people";
import type { AppDeps } from "#http/env";
import { translate } from "#http/i18n";
import type { ActorRef } from "#lib/audit/write-audit";
import { adminPriceTime, liveRegistration } from "./admin-edit-form";
import { loadAdminDetail } from "./admin-views";
import { withBackOfficeIssues } from "./back-office-checks";
import { checkRegistrationInput, registrationInputErrors } from "./create-registration";
import { loadEditFacts } from "./edit-terms";
import type { RegistrationRow } from "./registration.extras";
import { settleFee } from "./settle-fee";
import { updateRegistrationIn } from "./update-registration";

/**
 * What the back office's edit can answer (the whole form, or adding or removing a paper): the input's
 * refusals, the registrant's locks, and settling the new fee (a payment or refund on its way, the machines).
 */
export const adminEditErrors = [
  ...registrationInputErrors,
  "FEE_SETTLEMENT_BLOCKED",
  "ID_NUMBER_REGISTERED",
  "NOTHING_TO_PAY",
  "REFUND_BLOCKED_BY_INVOICE",
  "REFUND_ROUTE_NOT_SUPPORTED",
  "REGISTRATION_NOT_DELETABLE",
  "TRANSITION_NOT_ALLOWED",
  "WORKSHOP_FULL",
] as const satisfies readonly ErrorCode[];

/**
 * The input the rules check: the kept document and phone in place, its invitation as it was made, parsed
 * as an attendee's input is (the two numbers were left unchecked until they were in place).
 */
function editedInput(
  deps: AppDeps,
  row: RegistrationRow,
  submitted: AdminRegistrationEdit,
): RegistrationData {
  const { keepIdNumber, keepPhone, ...input } = submitted;
  const stored = registrantValuesOf(row, deps.pii);
  const parsed = registrationInput.safeParse({
    ...input,
    ...(keepIdNumber
      ? { idType: stored.idType, idCountry: stored.idCountry, idNumber: stored.idNumber }
      : {}),
    ...(keepPhone ? { phone: stored.phone } : {}),
    invcode: row.invcode,
  });
  if (!parsed.success) {
    throw new AppError("VALIDATION_FAILED", { fields: fieldIssuesFromZod(parsed.error.issues) });
  }
  return parsed.data;
}

/** What an administrator may not change even so (DOMAIN.md §3): see `adminLockedFields`. */
function lockedIssues(row: RegistrationRow, input: RegistrationData, kept: boolean, payType: number) {
  const issues: FieldIssue[] = [];
  if (kept && input.payType !== undefined && input.payType !== payType)
    issues.push({ path: "payType", code: v.lockedPayType });
  // A group is joined (or started) while unpaid and in none; leaving one is the group's own action.
  if (input.group && (kept || row.groupId !== null)) issues.push({ path: "group", code: v.lockedGroup });
  return issues;
}

export type AdminEditOptions = {
  /** A paper added or removed in the detail panel: there is no total on screen to compare with. */
  panelChange?: boolean;
};

/**
 * The back office edits a registration (registerEdit; spec ops manageRegister, updateRegister,
 * updateInvoice): the attendee's edit with the administrator's allowances (DOMAIN.md §3, §7). Outside the
 * registration window too; the same rules otherwise, every problem reported at once. While unpaid the fee
 * is priced as for the attendee; once paid, the fee-deciding choices may still change, priced at the first
 * submission's prices, and the difference is settled on the payment lines in the same transaction: a new
 * unpaid line for more, partial refund requests for less (`settleFee`).
 */
export async function editRegistrationByAdmin(
  deps: AppDeps,
  adminId: number,
  id: number,
  submitted: AdminRegistrationEdit,
  options: AdminEditOptions = {},
): Promise<AdminEditResult> {
  const at = deps.now();
  const row = await liveRegistration(deps, id);
  const context = await cachedConferenceContext(deps.db, row.conferenceId, row.invcode || undefined);
  const facts = await loadEditFacts(deps.db, context, row, at);
  const kept = facts.basis === EditFeeBasis.kept;
  const input = editedInput(deps, row, submitted);
  const ownIssues = lockedIssues(row, input, kept, facts.stored.payType);
  const priceAt = adminPriceTime(facts, row);
  const checked = await withBackOfficeIssues(ownIssues, () =>
    checkRegistrationInput(
      deps.db,
      context,
      kept ? { ...input, payType: facts.stored.payType } : input,
      at,
      Actor.admin,
      null,
      null,
      {
        registrationId: id,
        priceAt,
        groupDiscount: facts.groupDiscount,
        keepsFee: options.panelChange === true,
      },
    ),
  );
  const actor: ActorRef = { kind: Actor.admin, id: adminId };
  const { conference } = context;
  const fee = checked.fee.total;
  const settled = await transact(
    deps.db,
    async (tx) => {
      await updateRegistrationIn(tx, deps.pii, context, checked, {
        id,
        facts,
        accountId: row.accountId,
        actor,
        ...(kept ? { feeAfter: fee } : {}),
      });
      if (!kept) return { difference: fee - facts.total, newLine: null, refunds: [], lowered: [] };
      return settleFee(tx, {
        registrationId: id,
        conferenceId: conference.id,
        systemCode: conference.systemCode,
        fee,
        currency: checked.fee.currency,
        actor,
        refundReason: translate(conference.settings.isEn ? "en" : "zh", feeDifferenceRefundReason.id),
      });
    },
    { at },
  );
  return {
    registration: await loadAdminDetail(deps, id),
    fee: {
      basis: facts.basis,
      pricedAt: priceAt.toISOString(),
      before: kept ? fee - settled.difference : facts.total,
      after: fee,
      currency: checked.fee.currency,
      ...settled,
    },
  };
}
