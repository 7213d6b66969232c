import {
  Actor,
  AppError,
  checkRegistration,
  computeFee,
  defaultPayType,
  type ErrorCode,
  type FeeResult,
  keepShownFields,
  offeredPayTypes,
  type ParticipantType,
  type PayType,
  type RegistrantValues,
  RegistrationChannel,
  type RegistrationData,
  type Workshop,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Pii } from "#crypto/pii";
import { runsOf } from "#db/runs";
import type { Database } from "#db/schema";
import type { NewRegistration } from "#db/tables/registrations";
import type { Tx } from "#db/transact";
import type { ConferenceContext } from "#features/conferences";
import { insertFirstPayLines } from "#features/payments";
import { registrantCardIssues, registrantColumns, writeRegistrationPeople } from "#features/people";
import { type ActorRef, writeAudit } from "#lib/audit/write-audit";
import {
  type BlockCheckContext,
  blockFeeFacts,
  blockIssues,
  blockTotalIssues,
  type CheckedBlock,
  checkBlocks,
  type RegisterOptions,
  writeBlocks,
} from "./blocks";
import { memberIssues } from "./member-check";
import { lockAccount, lockIdentity, lockWorkshops } from "./registration-locks";

/** What checking a registration's input can answer (creating or editing one spreads it into its `errors`). */
export const registrationInputErrors = [
  "CONFERENCE_NOT_FOUND",
  "FEE_CHANGED",
  "GROUP_EXPIRED",
  "GROUP_FULL",
  "GROUP_NOT_FOUND",
  "INVOICE_NOT_EDITABLE",
  "INVOICE_ONLY_CONFERENCE",
  "NOT_FOUND",
  "PAPER_TAKEN",
  "PARTICIPANT_TYPE_UNAVAILABLE",
  "REGISTRATION_CLOSED",
  "REGISTRATION_NOT_FOUND",
  "ROOM_SOLD_OUT",
  "SAVED_INVOICES_FULL",
  "STATE_CONFLICT",
  "VALIDATION_FAILED",
] as const satisfies readonly ErrorCode[];

export type { RegisterOptions } from "./blocks";

/** A registration the rules accepted, priced: what `registerIn` writes. */
export type CheckedRegistration = {
  input: RegistrationData;
  fee: FeeResult;
  payType: PayType;
  workshops: Workshop[];
  /** The optional blocks (papers, hotel, extras, invoice, group), checked and ready to write. */
  blocks: CheckedBlock[];
};

/**
 * What an edit changes in the check: its own papers are not someone else's, the fee is priced at `priceAt`
 * (DOMAIN.md §3) with the group discount it holds, and a kept fee (paid) is not compared with the client's
 * (nor the fee of a back-office paper change, which has no client total).
 */
export type EditTerms = {
  registrationId: number;
  priceAt: Date;
  groupDiscount: number | null;
  keepsFee: boolean;
};

/** Invoice-only conferences take an amount, others none; attendees register inside the window only. */
function assertMayRegister(
  context: ConferenceContext,
  input: RegistrationData,
  at: Date,
  actor: Actor,
  invoiceAmount: number | null,
) {
  const { conference } = context;
  if (conference.settings.isOnlyinvoice !== (invoiceAmount !== null))
    throw new AppError("INVOICE_ONLY_CONFERENCE");
  const now = at.toISOString();
  if (actor !== Actor.admin && (now < conference.beginTime || now > conference.endTime)) {
    throw new AppError("REGISTRATION_CLOSED");
  }
  if (input.invcode && !context.invitation) {
    throw new AppError("VALIDATION_FAILED", {
      fields: [{ path: "invcode", code: "validation.invitationCode" }],
    });
  }
}

/**
 * The conference-dependent rules, the optional blocks' (which read the database), then the fee: a total
 * the attendee did not see is never charged (DOMAIN.md §3). Every independent problem is reported at once.
 */
export async function checkRegistrationInput(
  db: Kysely<Database>,
  context: ConferenceContext,
  input: RegistrationData,
  at: Date,
  actor: Actor,
  /** Invoice-only conferences: the amount the customer entered (their order pages call with it). */
  invoiceAmount: number | null = null,
  /** The signed-in attendee who submits (their own papers need no PIN); null: staff or the seed. */
  attendee: BlockCheckContext["attendee"] = null,
  /** An edit of an existing registration (update-registration.ts); null for a new one. */
  edit: EditTerms | null = null,
): Promise<CheckedRegistration> {
  assertMayRegister(context, input, at, actor, invoiceAmount);
  const { conference } = context;
  const issues = checkRegistration({ ...context, settings: conference.settings }, input);
  const payType = input.payType ?? defaultPayType(conference.settings);
  if (!offeredPayTypes(conference.settings, { inWeChat: false }).includes(payType)) {
    issues.push({ path: "payType", code: "validation.payType" });
  }
  const participantType = context.participantTypes.find((t) => t.id === input.participantTypeId) ?? null;
  const registrationId = edit?.registrationId ?? null;
  const blocks = await checkBlocks({
    db,
    context,
    input,
    type: participantType,
    payType,
    at,
    attendee,
    registrationId,
  });
  issues.push(...blockIssues(blocks));
  issues.push(...(await memberIssues(db, conference.settings, participantType, input)));
  issues.push(...registrantCardIssues(participantType, input, actor));
  if (issues.length) throw new AppError("VALIDATION_FAILED", { fields: issues });
  if (!participantType) throw new AppError("PARTICIPANT_TYPE_UNAVAILABLE");
  const workshops = context.workshops.filter((w) => input.workshopIds.includes(w.id));
  const fee = computeFee({
    discountTime: conference.discountTime,
    settings: conference.settings,
    participantType,
    workshops,
    feeRows: context.feeRows,
    payType,
    now: edit?.priceAt ?? at,
    invoiceAmount,
    ...blockFeeFacts(blocks),
    // A member keeps its group's discount; one that joins a group in the edit gets the group block's.
    ...(edit && edit.groupDiscount !== null ? { groupDiscount: edit.groupDiscount } : {}),
  });
  const totalIssues = blockTotalIssues(blocks, fee);
  if (totalIssues.length) throw new AppError("VALIDATION_FAILED", { fields: totalIssues });
  if (!edit?.keepsFee && fee.total !== input.clientTotal) {
    throw new AppError("FEE_CHANGED", { total: fee.total, currency: fee.currency });
  }
  return { input, fee, payType, workshops, blocks };
}

/** Who registers a registration, and how. */
export type RegisterBy = {
  accountId: number | null;
  actor: ActorRef;
  channel?: RegistrationChannel;
  /** What the office sets beside the form (an imported row's level and remark). */
  office?: Pick<NewRegistration, "level" | "remark">;
};

/**
 * Writes a checked registration in the caller's unit of work: the account's limit of unpaid registrations
 * and the identity document's uniqueness (each under its lock, so concurrent submissions cannot both
 * pass), the workshop places, the registration, its first payment line, its blocks (papers, room, answers,
 * invoice, group; each takes what is contested under lock) and an audit row.
 */
export async function registerIn(
  tx: Tx,
  pii: Pii,
  context: ConferenceContext,
  checked: CheckedRegistration,
  by: RegisterBy,
  options: RegisterOptions = {},
): Promise<{ registrationId: number; payLineId: number }> {
  const [written] = await registerAllIn(tx, pii, context, [{ checked, by }], options);
  if (!written) throw new Error("the registration was not written");
  return written;
}

type Planned = {
  checked: CheckedRegistration;
  by: RegisterBy;
  type: ParticipantType | null;
  values: RegistrantValues;
};

/**
 * The locks of `registerIn` for each registration in turn. Several at once are judged as if written one
 * after the other: an account's earlier ones count against its limit, and a document twice is refused.
 */
async function lockEach(tx: Tx, pii: Pii, conference: ConferenceContext["conference"], plans: Planned[]) {
  const accounts = new Map<number, number>();
  const documents = new Set<string>();
  for (const { by, values, checked } of plans) {
    if (by.accountId !== null) {
      const earlier = accounts.get(by.accountId) ?? 0;
      await lockAccount(tx, by.accountId, conference, earlier);
      accounts.set(by.accountId, earlier + 1);
    }
    if (values.idNumber) {
      const hash = pii.idNumberHash(values.idNumber);
      if (documents.has(hash)) throw new AppError("ID_NUMBER_REGISTERED");
      documents.add(hash);
      await lockIdentity(tx, pii, conference.id, values.idNumber);
    }
    await lockWorkshops(
      tx,
      checked.workshops.map((w) => w.id),
    );
  }
}

/** The registrations' rows, a few hundred to a statement; their ids in the same order (ids ascend as written). */
async function insertRegistrations(tx: Tx, pii: Pii, context: ConferenceContext, plans: Planned[]) {
  const ids: number[] = [];
  for (const run of runsOf(plans, 200)) {
    const rows = await tx.db
      .insertInto("registrations")
      .values(
        run.map(({ checked, by, values }) => ({
          conferenceId: context.conference.id,
          accountId: by.accountId,
          ...registrantColumns(values, pii),
          participantTypeId: checked.input.participantTypeId,
          invcode: context.invitation?.code ?? "",
          isRecommend: checked.input.isRecommend,
          channel:
            by.channel ??
            (by.actor.kind === Actor.admin ? RegistrationChannel.backOffice : RegistrationChannel.online),
          startRegisterTime: tx.now,
          // A placeholder until the unit of work ends (Tx.finish hands out the real one).
          changeSeq: 0,
          createTime: tx.now,
          updateTime: tx.now,
          ...by.office,
        })),
      )
      .returning("id")
      .execute();
    ids.push(...rows.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}

/**
 * `registerIn` for many registrations of one conference in the caller's unit of work (an import): the
 * locks for each in turn, then the registrations, their workshop places and first payment lines in a few
 * statements, then each one's blocks, people and audit row. Rows of one call share their shape.
 */
export async function registerAllIn(
  tx: Tx,
  pii: Pii,
  context: ConferenceContext,
  entries: readonly { checked: CheckedRegistration; by: RegisterBy }[],
  options: RegisterOptions = {},
): Promise<{ registrationId: number; payLineId: number }[]> {
  const { conference } = context;
  const plans = entries.map(({ checked, by }): Planned => {
    const type = context.participantTypes.find((t) => t.id === checked.input.participantTypeId) ?? null;
    return {
      checked,
      by,
      type,
      values: keepShownFields({ settings: conference.settings, type }, checked.input),
    };
  });
  await lockEach(tx, pii, conference, plans);
  const ids = await insertRegistrations(tx, pii, context, plans);
  const idOf = (index: number) => {
    const id = ids[index];
    if (id === undefined) throw new Error(`registration ${index} was not written`);
    return id;
  };
  const places = plans.flatMap(({ checked }, index) =>
    checked.workshops.map((w) => ({ registrationId: idOf(index), workshopId: w.id })),
  );
  for (const run of runsOf(places, 1000))
    await tx.db.insertInto("registrationWorkshops").values(run).execute();
  const lines = await insertFirstPayLines(
    tx,
    plans.map(({ checked }, index) => ({
      registrationId: idOf(index),
      systemCode: conference.systemCode,
      payType: checked.payType,
      totalFee: checked.fee.total,
      currency: checked.fee.currency,
    })),
  );
  for (const [index, { checked, by, type, values }] of plans.entries()) {
    const id = idOf(index);
    await writeBlocks(tx, checked.blocks, { registrationId: id, conference, actor: by.actor, options });
    await writeRegistrationPeople(
      tx,
      pii,
      { registrationId: id, conferenceId: conference.id, accountId: by.accountId, actor: by.actor },
      { type, values, input: checked.input },
    );
    tx.touch(id);
    await writeAudit(tx, {
      action: "registration.create",
      actor: by.actor,
      entityId: id,
      conferenceId: conference.id,
      to: "live",
      amounts: { totalFee: checked.fee.total, currency: checked.fee.currency },
      data: { participantTypeId: checked.input.participantTypeId, workshopIds: checked.input.workshopIds },
    });
  }
  return lines.map((line) => ({ registrationId: line.registrationId, payLineId: line.id }));
}
