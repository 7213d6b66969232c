import { AppError, isAppError, registrationInput } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { type ConferenceContext, loadConferenceContext } from "#features/conferences";
import { checkRegistrationInput, registerIn } from "#features/registrations";
import { typeOf } from "../conferences/kit";
import { insertAttendeeDemoUpload, type SeedContext } from "../context";
import { registrantOf } from "../people";
import { blockInputs } from "./blocks";
import { registrationDetails } from "./details";
import type { RegistrationPlan } from "./plan";
import { registrant, registrantKind, type Step, type Written } from "./story";

/** What the registrant types into the form (or the office imports), as the API takes it. */
function inputOf(
  ctx: SeedContext,
  plan: RegistrationPlan,
  groupCodes: GroupCodes,
  studentCard: number | null,
) {
  const { person } = plan;
  return registrationInput.parse({
    ...blockInputs(ctx, plan, groupCodes),
    ...registrantOf(person),
    memberNo: plan.memberNo,
    otherMemberNo: plan.otherMemberNo,
    participantTypeId: typeOf(plan.kit, plan.typeKey).id,
    workshopIds: plan.workshopIds,
    invcode: plan.invcode,
    payType: plan.payType,
    studentCard,
    clientTotal: 0,
  });
}

/**
 * The rules and the price, as the server checks them at submit. Like the PWA, the seed shows the registrant
 * the server's total: a first submission with 0 learns it from the FEE_CHANGED answer.
 */
async function checked(
  ctx: SeedContext,
  tx: Tx,
  context: ConferenceContext,
  plan: RegistrationPlan,
  codes: GroupCodes,
) {
  // A student registering on their own uploads the card first (the office registers without one).
  const card =
    typeOf(plan.kit, plan.typeKey).isStudent && plan.accountId !== null
      ? await insertAttendeeDemoUpload(ctx, "studentCard", plan.accountId, tx)
      : null;
  // The form's answers are drawn once, then submitted as they are (again with the total the server named).
  const input = inputOf(ctx, plan, codes, card);
  const check = (total: number) =>
    checkRegistrationInput(
      tx.db,
      context,
      { ...input, clientTotal: total },
      tx.at,
      registrantKind(plan),
      plan.invoiceAmount,
    );
  try {
    return await check(0);
  } catch (error) {
    if (!(isAppError(error) && error.code === "FEE_CHANGED")) throw error;
    return check(Number(error.details?.total));
  }
}

/** The codes of the demo's groups, by the plans' group key, as their leaders' registrations made them. */
export type GroupCodes = Map<string, string>;

const codeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** The registration's creation step: through the same checks and writes as the API's, at its own time. */
export function createStep(
  ctx: SeedContext,
  plan: RegistrationPlan,
  written: Written,
  codes: GroupCodes,
): Step {
  return {
    at: plan.createTime,
    name: "create",
    run: async (tx: Tx) => {
      const context = await loadConferenceContext(tx.db, plan.kit.conference.id, plan.invcode || undefined);
      if (plan.invcode && !context.invitation) throw new AppError("INVITATION_CODE_INVALID");
      const created = await registerIn(
        tx,
        ctx.pii,
        context,
        await checked(ctx, tx, context, plan, codes),
        { accountId: plan.accountId, actor: registrant(ctx, plan) },
        { groupCode: () => ctx.random.chars(6, codeAlphabet) },
      );
      if (plan.group?.leader) codes.set(plan.group.key, await groupCodeOf(tx, created.registrationId));
      Object.assign(written, {
        registrationId: created.registrationId,
        firstLineId: created.payLineId,
        // The invoice block writes every registration's invoice row (the attendee's details or the default).
        invoiceId: (
          await tx.db
            .selectFrom("invoices")
            .select("id")
            .where("registrationId", "=", created.registrationId)
            .executeTakeFirstOrThrow()
        ).id,
      });
      const details = { ...registrationDetails(ctx, plan), level: plan.level, printType: plan.printType };
      await tx.db
        .updateTable("registrations")
        .set(details)
        .where("id", "=", created.registrationId)
        .execute();
      tx.touch(created.registrationId);
    },
  };
}

async function groupCodeOf(tx: Tx, registrationId: number): Promise<string> {
  const row = await tx.db
    .selectFrom("registrations")
    .innerJoin("groups", "groups.id", "registrations.groupId")
    .select("groups.groupCode")
    .where("registrations.id", "=", registrationId)
    .executeTakeFirstOrThrow();
  return row.groupCode;
}
