import { type AppError, isAppError, type PayStatus, payStatusTraits } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { assignPaperCodes } from "#features/papers";
import type { ActorRef } from "#lib/audit/write-audit";
import { payLineState } from "#state/bindings";
import { transitionMany } from "#state/transition";
import { type GroupFacts, groupFactsOfMany, memberPaid, paidContextOf } from "./group-payments";
import { queuePaymentNotices } from "./payment-notices";

export type ConfirmPaymentRequest = {
  lineId: number;
  actor: ActorRef;
  receivedFee: number;
  payType?: 1 | 5;
  note: string;
};

/**
 * Money received by transfer, cash or cheque, in the caller's unit of work: the line is paid with what
 * arrived and the attendee told. The back office's confirm comes here (a batch of one, its refusal thrown);
 * a kiosk desk's onsite payments come to `confirmPaymentsIn`.
 */
export async function confirmPaymentIn(tx: Tx, request: ConfirmPaymentRequest): Promise<void> {
  const [outcome] = await confirmPaymentsIn(tx, [request]);
  if (isAppError(outcome)) throw outcome;
}

/**
 * `confirmPaymentIn` for many lines in one go, by the payment machine's batch form (transitionMany) with
 * the same rules: each line's target (paid, or paid and waiting while its group is short) is read once
 * every line is locked; a paid member recounts its group (which may complete it and its waiting members);
 * a paid registration's papers get their codes; each attendee is told. Lines of registrations in one group
 * go in successive rounds, in the order given, because one member's payment changes what the next one's
 * target is; every other line goes in the first round. Answers per request the line's new state or the
 * AppError that refused it; a refusal never stops the others.
 */
export async function confirmPaymentsIn(
  tx: Tx,
  requests: readonly ConfirmPaymentRequest[],
): Promise<(PayStatus | AppError)[]> {
  const lines = await linesToConfirm(
    tx,
    requests.map((request) => request.lineId),
  );
  const outcomes: (PayStatus | AppError)[] = [];
  for (const round of roundsByGroup(requests, lines)) {
    const results = await confirmRound(tx, round, lines);
    for (const [i, { index }] of round.entries()) outcomes[index] = results[i] as PayStatus | AppError;
  }
  const confirmed = requests.filter((_, index) => !isAppError(outcomes[index]));
  await queuePaymentNotices(tx, confirmed, "paymentReceived");
  return outcomes;
}

type Line = Awaited<ReturnType<typeof linesToConfirm>> extends Map<number, infer L> ? L : never;
type Indexed = { request: ConfirmPaymentRequest; index: number };

/** The lines as their audit rows state them, with their group (whose members take turns). */
async function linesToConfirm(tx: Tx, lineIds: readonly number[]) {
  const rows =
    lineIds.length === 0
      ? []
      : await tx.db
          .selectFrom("payLines")
          .innerJoin("registrations", "registrations.id", "payLines.registrationId")
          .select([
            "payLines.id",
            "payLines.registrationId",
            "payLines.totalFee",
            "payLines.currency",
            "registrations.groupId",
            "registrations.isRemoved",
          ])
          .where("payLines.id", "in", lineIds)
          .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The requests in rounds: a group's n-th line in round n, every line outside a group in the first. */
function roundsByGroup(requests: readonly ConfirmPaymentRequest[], lines: Map<number, Line>): Indexed[][] {
  const rounds: Indexed[][] = [];
  const seen = new Map<number, number>();
  for (const [index, request] of requests.entries()) {
    const line = lines.get(request.lineId);
    const groupId = line && line.isRemoved === 0 ? line.groupId : null;
    const round = groupId === null ? 0 : (seen.get(groupId) ?? 0);
    if (groupId !== null) seen.set(groupId, round + 1);
    const items = rounds[round] ?? [];
    items.push({ request, index });
    rounds[round] = items;
  }
  return rounds;
}

/** One round: its lines' transitions together, then their groups and papers, in the order given. */
async function confirmRound(tx: Tx, round: readonly Indexed[], lines: Map<number, Line>) {
  const facts = targetFacts(
    tx,
    round.map(({ request }) => request.lineId),
  );
  const results = await transitionMany(
    tx,
    payLineState,
    round.map(({ request }) => confirmTransition(tx, request, lines.get(request.lineId), facts)),
  );
  const paid = round.flatMap(({ request }, i) => {
    const to = results[i];
    return to !== undefined && !isAppError(to) && payStatusTraits[to].countsAsPaid ? [request.lineId] : [];
  });
  if (paid.length > 0) await afterPaid(tx, paid, await facts());
  return results;
}

/** The transition request of one confirmation: the money received, paid now, its target read under lock. */
function confirmTransition(
  tx: Tx,
  request: ConfirmPaymentRequest,
  line: Line | undefined,
  facts: () => Promise<Map<number, TargetFact>>,
) {
  const { receivedFee } = request;
  return {
    id: request.lineId,
    event: "confirmPayment" as const,
    actor: request.actor,
    reason: request.note || null,
    set: {
      receivedFee,
      payTime: tx.now,
      returnReason: "",
      ...(request.payType ? { payType: request.payType } : {}),
    },
    ...(line ? { amounts: { currency: line.currency, totalFee: line.totalFee, receivedFee } } : {}),
    context: async () => {
      const fact = (await facts()).get(request.lineId);
      if (!fact) throw new Error(`line ${request.lineId} was loaded but not read`);
      return paidContextOf(fact.group, fact.totalFee);
    },
  };
}

/** Lines paid now: each registration once, in order, recounts its group (a member) and codes its papers. */
async function afterPaid(tx: Tx, lineIds: readonly number[], facts: Map<number, TargetFact>) {
  const registrations = new Map(
    lineIds.flatMap((lineId) => {
      const fact = facts.get(lineId);
      return fact ? [[fact.registrationId, fact] as const] : [];
    }),
  );
  for (const [registrationId, fact] of registrations) if (fact.group) await memberPaid(tx, registrationId);
  await assignPaperCodes(tx, [...registrations.keys()]);
}

/**
 * What the lines' targets depend on, read once (when the first context is asked, after every line's
 * registration is locked): each line's fee and registration, and that registration's group.
 */
function targetFacts(tx: Tx, lineIds: readonly number[]) {
  let read: Promise<Map<number, TargetFact>> | undefined;
  return () => {
    read ??= readTargetFacts(tx, lineIds);
    return read;
  };
}

type TargetFact = {
  registrationId: number;
  totalFee: number;
  group: GroupFacts | null;
};

async function readTargetFacts(tx: Tx, lineIds: readonly number[]): Promise<Map<number, TargetFact>> {
  const rows = await tx.db
    .selectFrom("payLines")
    .select(["id", "registrationId", "totalFee"])
    .where("id", "in", lineIds)
    .execute();
  const groups = await groupFactsOfMany(tx, [...new Set(rows.map((row) => row.registrationId))]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        registrationId: row.registrationId,
        totalFee: row.totalFee,
        group: groups.get(row.registrationId) ?? null,
      },
    ]),
  );
}
