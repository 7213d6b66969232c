import {
  AppError,
  fieldIssuesFromZod,
  isAppError,
  type KioskEventData,
  type KioskEventResult,
  type KioskPoint,
  kioskEvent,
  kioskRevocationRefusal,
} from "@confreg/shared";
import { isUniqueViolation } from "#db/errors";
import { type Tx, transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { kioskPointOf } from "./checkin-points";
import { DeskBatch } from "./desk-batch";
import { readDeskPoint } from "./desk-state";
import {
  type AcceptedPayment,
  confirmOnsitePayments,
  decideOnsitePayment,
  onsiteOffered,
} from "./onsite-payment";

/**
 * The kiosk posting, revoked or not: a revoked kiosk may still hand in what it recorded before its
 * `revokedTime` (shared kioskRevocationRefusal).
 */
export type PostingDevice = {
  id: number;
  name: string;
  conferenceId: number;
  pointId: number | null;
  revokedTime: string | null;
};

type Applied = Omit<KioskEventResult, "clientId">;
type Parsed = KioskEventData;
type Posting = { device: PostingDevice; point: KioskPoint };

const refusal = (error: AppError): Applied => ({
  status: "refused",
  reason: error.code,
  ...(error.details ? { details: error.details } : {}),
});

/** An event's answer, or its refusal when its rule refused it (an AppError); anything else is thrown. */
function answer(decide: () => Applied): Applied {
  try {
    return decide();
  } catch (error) {
    if (!isAppError(error)) throw error;
    return refusal(error);
  }
}

/**
 * One request's events in one unit of work (a desk batch): read together, decided in order, written
 * together; the onsite payments of each segment (segmentsOf) are confirmed together through the payments'
 * batch form.
 */
async function applyTogether(
  deps: AppDeps,
  { device, point }: Posting,
  events: readonly (Parsed | Applied)[],
) {
  return transact(
    deps.db,
    async (tx) => {
      const desk = await deskAt(tx, point, device, events.filter(isEvent));
      if (desk instanceof AppError) return events.map((event) => (isEvent(event) ? refusal(desk) : event));
      const offered = events.some(isPayment) ? await onsiteOffered(tx, device.conferenceId) : true;
      const answers: Applied[] = [];
      for (const segment of segmentsOf(events))
        answers.push(...(await applySegment(tx, desk, segment, { device, offered })));
      await desk.write();
      return answers;
    },
    { at: deps.now() },
  );
}

type Payment = Extract<Parsed, { kind: "onsitePayment" }>;
const isPayment = (item: Parsed | Applied): item is Payment => isEvent(item) && item.kind === "onsitePayment";

/**
 * The queue in segments. A payment depends on no check-in or print: only on the registration's money
 * (changed by an earlier payment of the same registration) and on the client ids seen before it. So a
 * segment ends before a payment whose registration was paid for earlier in it, or whose client id an
 * earlier check-in or payment of it carries; within a segment, deciding its payments first, in order,
 * gives what deciding every event in order gives, and most queues are one segment.
 */
function segmentsOf(events: readonly (Parsed | Applied)[]): (Parsed | Applied)[][] {
  const segments: (Parsed | Applied)[][] = [[]];
  let paidFor = new Set<number>();
  let clientIds = new Set<string>();
  for (const event of events) {
    if (isPayment(event) && (paidFor.has(event.registrationId) || clientIds.has(event.clientId))) {
      segments.push([]);
      paidFor = new Set();
      clientIds = new Set();
    }
    segments.at(-1)?.push(event);
    if (isPayment(event)) paidFor.add(event.registrationId);
    if (isEvent(event) && event.kind !== "print") clientIds.add(event.clientId);
  }
  return segments;
}

/**
 * A segment: its payments decided in order and the accepted ones confirmed together; then every event in
 * order, check-ins and prints decided by the desk, each payment answered at its place, where the desk
 * learns of it (a check-in before it sees the registration as before the payment, one after it as after).
 */
async function applySegment(
  tx: Tx,
  desk: DeskBatch,
  segment: readonly (Parsed | Applied)[],
  { device, offered }: { device: PostingDevice; offered: true | AppError },
): Promise<Applied[]> {
  const decided = new Map<Payment, Applied | "duplicate" | AcceptedPayment>();
  for (const event of segment.filter(isPayment)) {
    try {
      const lines = decideOnsitePayment(desk, event, { conferenceId: device.conferenceId, offered });
      decided.set(event, lines === "duplicate" ? lines : { payment: event, lines });
    } catch (error) {
      if (!isAppError(error)) throw error;
      decided.set(event, refusal(error));
    }
  }
  const accepted = [...decided.values()].filter(
    (d): d is AcceptedPayment => typeof d === "object" && "lines" in d,
  );
  const taken =
    accepted.length === 0
      ? new Map<AcceptedPayment, never>()
      : await confirmOnsitePayments(tx, accepted, { kind: "device", id: device.id });
  return segment.map((event): Applied => {
    if (!isEvent(event)) return event;
    if (event.kind === "checkin")
      return answer(() => {
        const { status, repeat, checkin } = desk.checkin(event);
        return { status, ...(checkin ? { checkin: { ...checkin, repeat } } : {}) };
      });
    if (event.kind === "print") return answer(() => printed(desk, event, device));
    const decision = decided.get(event);
    if (decision === undefined) throw new Error("a payment of the segment was not decided");
    if (decision === "duplicate") {
      desk.paymentSeen(event, undefined);
      return { status: "duplicate" };
    }
    if ("status" in decision) return decision;
    const after = taken.get(decision);
    if (after === undefined) throw new Error("an accepted payment was not confirmed");
    if (isAppError(after)) return refusal(after);
    desk.paymentSeen(event, after);
    return { status: "applied" };
  });
}

const isEvent = (item: Parsed | Applied): item is Parsed => "kind" in item;

function printed(desk: DeskBatch, event: Extract<Parsed, { kind: "print" }>, device: PostingDevice) {
  const { status, reprint } = desk.print(
    {
      registrationId: event.registrationId,
      clientId: event.clientId,
      printedAt: event.printedAt,
      reason: event.reason,
    },
    device.conferenceId,
  );
  return { status, print: { reprint } };
}

/** The desk at the kiosk's point, or why none can record there (its point was deleted). */
async function deskAt(tx: Tx, point: KioskPoint, device: PostingDevice, events: readonly Parsed[]) {
  const row = await readDeskPoint(tx, point.id);
  if (!row) return new AppError("CHECKIN_POINT_NOT_FOUND");
  return DeskBatch.open(
    tx,
    row,
    { actor: { kind: "device", id: device.id }, deviceName: device.name },
    events,
  );
}

/**
 * Applies what a kiosk queued (POST /api/kiosk/events), in order, all in one unit of work: one event
 * refused (not eligible, unreadable, a registration deleted meanwhile) neither holds back nor undoes the
 * others, and a batch of 500 costs a few statements rather than 500 transactions. A revoked kiosk's event
 * made after its revocation, or any payment of it, is refused before anything is read (DOMAIN.md §9); the
 * device is read once a request, so a revocation during a request applies from the next one. Idempotent by
 * client id: an event seen before is answered "duplicate", with what it recorded. Two deliveries of the
 * same events racing on Postgres wait for each other on their registrations' locks; should one still meet
 * the other's client id, the batch is read and decided again, and finds it.
 */
export async function applyKioskEvents(
  deps: AppDeps,
  device: PostingDevice,
  events: readonly { clientId: string }[],
): Promise<KioskEventResult[]> {
  // A point deleted after a revoked kiosk left it: each event is refused, as none can be recorded.
  const point = await kioskPointOf(deps.db, device).catch((error: unknown) => {
    if (isAppError(error)) return error;
    throw error;
  });
  const checked = events.map((raw): Parsed | Applied => {
    const parsed = kioskEvent.safeParse(raw);
    if (!parsed.success)
      return {
        status: "refused",
        reason: "VALIDATION_FAILED",
        details: { fields: fieldIssuesFromZod(parsed.error.issues) },
      };
    if (isAppError(point)) return refusal(point);
    const revoked = kioskRevocationRefusal(device, parsed.data);
    return revoked ? refusal(revoked) : parsed.data;
  });
  const answers = isAppError(point)
    ? (checked as Applied[])
    : await applyTogether(deps, { device, point }, checked).catch((error: unknown) => {
        if (isUniqueViolation(error)) return applyTogether(deps, { device, point }, checked);
        throw error;
      });
  return answers.map((answer, index) => ({ clientId: events[index]?.clientId ?? "", ...answer }));
}
