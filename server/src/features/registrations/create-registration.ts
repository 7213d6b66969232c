import {
  Actor,
  AppError,
  type ConferenceSettings,
  checkRegistration,
  computeFee,
  defaultPayType,
  type FeeResult,
  InvoiceContent,
  InvoiceType,
  keepShownFields,
  offeredPayTypes,
  type PayType,
  type RegistrationData,
  type Workshop,
} from "@confreg/shared";
import type { Pii } from "#crypto/pii";
import type { Tx } from "#db/transact";
import { type ActorRef, writeAudit } from "#features/audit/audit.repo";
import type { ConferenceContext } from "#features/conferences/conferences.service";
import { insertPayLine } from "#features/payments/pay-lines";
import { registrantColumns } from "./registrant-columns";
import { lockAccount, lockIdentity, lockWorkshops } from "./registration-locks";

function defaultInvoice(settings: ConferenceSettings) {
  const type = settings.isDollar
    ? InvoiceType.usdReceipt
    : settings.isAllinvoice
      ? InvoiceType.digitalSpecial
      : InvoiceType.digital;
  return { type, content: settings.invoiceContents[0] ?? InvoiceContent.registrationFee };
}

/** A registration the rules accepted, priced: what `registerIn` writes. */
export type CheckedRegistration = {
  input: RegistrationData;
  fee: FeeResult;
  payType: PayType;
  workshops: Workshop[];
};

/**
 * The conference-dependent rules, then the fee: a total the attendee did not see is never charged
 * (DOMAIN.md §3). Attendees register inside the registration window only; administrators at any time.
 */
export function checkRegistrationInput(
  context: ConferenceContext,
  input: RegistrationData,
  at: Date,
  actor: Actor,
): CheckedRegistration {
  const { conference } = context;
  if (conference.settings.isOnlyinvoice) throw new AppError("INVOICE_ONLY_CONFERENCE");
  const now = at.toISOString();
  if (actor !== Actor.admin && (now < conference.beginTime || now > conference.endTime)) {
    throw new AppError("REGISTRATION_CLOSED");
  }
  if (input.invcode && !context.invitation) {
    throw new AppError("VALIDATION_FAILED", {
      fields: [{ path: "invcode", code: "validation.invitationCode" }],
    });
  }
  const issues = checkRegistration({ ...context, settings: conference.settings }, input);
  const payType = input.payType ?? defaultPayType(conference.settings);
  if (!offeredPayTypes(conference.settings, { inWeChat: false }).includes(payType)) {
    issues.push({ path: "payType", code: "validation.payType" });
  }
  if (issues.length) throw new AppError("VALIDATION_FAILED", { fields: issues });
  const participantType = context.participantTypes.find((t) => t.id === input.participantTypeId);
  if (!participantType) throw new AppError("PARTICIPANT_TYPE_UNAVAILABLE");
  const workshops = context.workshops.filter((w) => input.workshopIds.includes(w.id));
  const fee = computeFee({
    discountTime: conference.discountTime,
    settings: conference.settings,
    participantType,
    workshops,
    feeRows: context.feeRows,
    paperPages: [],
    payType,
    now: at,
  });
  if (fee.total !== input.clientTotal) {
    throw new AppError("FEE_CHANGED", { total: fee.total, currency: fee.currency });
  }
  return { input, fee, payType, workshops };
}

/**
 * Writes a checked registration in the caller's unit of work: the account's limit of unpaid registrations
 * and the identity document's uniqueness (each under its lock, so concurrent submissions cannot both
 * pass), the workshop places, the registration, its first payment line and its invoice, and an audit row.
 */
export async function registerIn(
  tx: Tx,
  pii: Pii,
  context: ConferenceContext,
  checked: CheckedRegistration,
  by: { accountId: number | null; actor: ActorRef },
): Promise<number> {
  const { conference } = context;
  const { input, fee, payType, workshops } = checked;
  const type = context.participantTypes.find((t) => t.id === input.participantTypeId) ?? null;
  const values = keepShownFields({ settings: conference.settings, type }, input);
  if (by.accountId !== null) await lockAccount(tx, by.accountId, conference);
  if (values.idNumber) await lockIdentity(tx, pii, conference.id, values.idNumber);
  await lockWorkshops(
    tx,
    workshops.map((w) => w.id),
  );
  const { id } = await tx.db
    .insertInto("registrations")
    .values({
      conferenceId: conference.id,
      accountId: by.accountId,
      ...registrantColumns(values, pii),
      participantTypeId: input.participantTypeId,
      invcode: context.invitation?.code ?? "",
      startRegisterTime: tx.now,
      // A placeholder until the unit of work ends (Tx.finish hands out the real one).
      changeSeq: 0,
      createTime: tx.now,
      updateTime: tx.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (workshops.length) {
    await tx.db
      .insertInto("registrationWorkshops")
      .values(workshops.map((w) => ({ registrationId: id, workshopId: w.id })))
      .execute();
  }
  await insertPayLine(tx, {
    registrationId: id,
    systemCode: conference.systemCode,
    payType,
    totalFee: fee.total,
    currency: fee.currency,
  });
  const invoice = defaultInvoice(conference.settings);
  await tx.db
    .insertInto("invoices")
    .values({
      registrationId: id,
      invoiceType: invoice.type,
      invoiceContent: invoice.content,
      createTime: tx.now,
      updateTime: tx.now,
    })
    .execute();
  tx.touch(id);
  await writeAudit(tx, {
    action: "registration.create",
    actor: by.actor,
    entityId: id,
    conferenceId: conference.id,
    to: "live",
    amounts: { totalFee: fee.total, currency: fee.currency },
    data: { participantTypeId: input.participantTypeId, workshopIds: input.workshopIds },
  });
  return id;
}
