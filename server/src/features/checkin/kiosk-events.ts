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
import { recordOnsitePayment } from "./onsite-payment";

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
async function answer(decide: () => Applied | Promise<Applied>): Promise<Applied> {
  try {
    return await decide();
  } catch (error) {
    if (!isAppError(error)) throw error;
    return refusal(error);
  }
}

/**
 * One request's events in one unit of work (a desk batch): read together, decided in order, written
 * together. Money taken at the desk goes through its own use case (the payment machine's transition),
 * inside a savepoint so that a refused payment undoes only itself.
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
      const actor = { kind: "device" as const, id: device.id };
      const answers: Applied[] = [];
      for (const event of events) {
        if (!isEvent(event)) answers.push(event);
        else if (desk instanceof AppError) answers.push(refusal(desk));
        else if (event.kind === "checkin")
          answers.push(
            await answer(() => {
              const { status, repeat, checkin } = desk.checkin(event);
              return { status, ...(checkin ? { checkin: { ...checkin, repeat } } : {}) };
            }),
          );
        else if (event.kind === "print") answers.push(await answer(() => printed(desk, event, device)));
        else
          answers.push(
            await answer(async () => {
              const outcome = await tx.savepoint(() =>
                recordOnsitePayment(tx, {
                  registrationId: event.registrationId,
                  conferenceId: device.conferenceId,
                  pointId: point.id,
                  actor,
                  clientId: event.clientId,
                  receivedFee: event.receivedFee,
                  currency: event.currency,
                  at: event.at,
                  operator: event.operator,
                }),
              );
              await desk.moneyTaken(event.registrationId, event.clientId);
              return outcome;
            }),
          );
      }
      if (!(desk instanceof AppError)) await desk.write();
      return answers;
    },
    { at: deps.now() },
  );
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
