import { randomBytes } from "node:crypto";
import {
  AppError,
  type ConferenceSettings,
  checkRegistration,
  computeFee,
  defaultPayType,
  InvoiceContent,
  InvoiceType,
  offeredPayTypes,
  PayStatus,
  type RegistrationData,
  type RegistrationDetail,
} from "@confreg/shared";
import type { Transaction } from "kysely";
import { nextChangeSeq } from "#db/change-seq";
import type { Database } from "#db/schema";
import { writeAudit } from "#features/audit/audit.repo";
import { type ConferenceContext, loadConferenceContext } from "#features/conferences/conferences.service";
import type { AppDeps } from "#http/env";
import { getRegistrationDetail } from "./registrations.service";

/** Trade numbers are unique per pay line and carry the conference's system code for the bank statement. */
export function newTradeNumber(systemCode: string, at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, "").slice(0, 14);
  const prefix = (systemCode.replace(/[^A-Za-z0-9]/g, "") || "CR").slice(0, 8).toUpperCase();
  return `${prefix}${stamp}${randomBytes(4).toString("hex").toUpperCase()}`;
}

function defaultInvoice(settings: ConferenceSettings) {
  const type = settings.isDollar
    ? InvoiceType.usdReceipt
    : settings.isAllinvoice
      ? InvoiceType.digitalSpecial
      : InvoiceType.digital;
  return { type, content: settings.invoiceContents[0] ?? InvoiceContent.registrationFee };
}

/** The conference-dependent rules, then the fee: a total the attendee did not see is never charged. */
function checkInput(context: ConferenceContext, input: RegistrationData, now: Date) {
  const { conference } = context;
  if (now.toISOString() < conference.beginTime || now.toISOString() > conference.endTime) {
    throw new AppError("REGISTRATION_CLOSED");
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
    now,
  });
  if (fee.total !== input.clientTotal) {
    throw new AppError("FEE_CHANGED", { total: fee.total, currency: fee.currency });
  }
  return { fee, payType, workshops };
}

/** Takes one place in each limited workshop; a full workshop fails the whole registration. */
async function takeWorkshopPlaces(trx: Transaction<Database>, workshopIds: number[]) {
  for (const workshopId of workshopIds) {
    const result = await trx
      .updateTable("workshops")
      .set((eb) => ({ takenCount: eb("takenCount", "+", 1) }))
      .where("id", "=", workshopId)
      .where((eb) => eb.or([eb("numberLimit", "is", null), eb("takenCount", "<", eb.ref("numberLimit"))]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError("WORKSHOP_FULL", { workshopId });
  }
}

export async function createRegistration(
  deps: AppDeps,
  accountId: number,
  conferenceId: number,
  input: RegistrationData,
): Promise<RegistrationDetail> {
  const now = deps.now();
  const at = now.toISOString();
  const context = await loadConferenceContext(deps.db, conferenceId, input.invcode || undefined);
  const { fee, payType, workshops } = checkInput(context, input, now);
  const { settings, systemCode } = context.conference;
  const invoice = defaultInvoice(settings);

  const id = await deps.db.transaction().execute(async (trx) => {
    await takeWorkshopPlaces(
      trx,
      workshops.map((w) => w.id),
    );
    const { id } = await trx
      .insertInto("registrations")
      .values({
        conferenceId,
        accountId,
        name: input.name,
        nameEn: input.nameEn,
        gender: input.gender,
        idNumberEnc: input.idNumber ? deps.pii.encrypt(input.idNumber) : null,
        idNumberHash: input.idNumber ? deps.pii.idNumberHash(input.idNumber) : null,
        unit: input.unit,
        unitEn: input.unitEn,
        job: input.job,
        position: input.position,
        email: input.email,
        phone: input.phone,
        memberNo: input.memberNo,
        otherMemberNo: input.otherMemberNo,
        participantTypeId: input.participantTypeId,
        invcode: input.invcode,
        startRegisterTime: at,
        changeSeq: await nextChangeSeq(trx),
        createTime: at,
        updateTime: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (workshops.length) {
      await trx
        .insertInto("registrationWorkshops")
        .values(workshops.map((w) => ({ registrationId: id, workshopId: w.id })))
        .execute();
    }
    await trx
      .insertInto("payLines")
      .values({
        registrationId: id,
        seq: 1,
        payType,
        payStatus: PayStatus.unpaid,
        totalFee: fee.total,
        receivedFee: 0,
        currency: fee.currency,
        outTradeNo: newTradeNumber(systemCode, now),
        createTime: at,
        updateTime: at,
      })
      .execute();
    await trx
      .insertInto("invoices")
      .values({
        registrationId: id,
        invoiceType: invoice.type,
        invoiceContent: invoice.content,
        createTime: at,
        updateTime: at,
      })
      .execute();
    await writeAudit(
      trx,
      {
        actorKind: "attendee",
        actorId: accountId,
        action: "registration.create",
        entity: "registration",
        entityId: id,
        conferenceId,
        toState: `payStatus:${PayStatus.unpaid}`,
        data: {
          participantTypeId: input.participantTypeId,
          workshopIds: input.workshopIds,
          totalFee: fee.total,
        },
      },
      now,
    );
    return id;
  });
  return getRegistrationDetail(deps, { accountId }, id);
}
