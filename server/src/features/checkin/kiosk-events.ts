import {
  type AppError,
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
import type { ActorRef } from "#lib/audit/write-audit";
import { recordBadgePrint } from "./badge-prints";
import { kioskPointOf } from "./checkin-points";
import { canonicalCheckinAt } from "./checkin-records";
import { recordOnsitePayment } from "./onsite-payment";
import { recordCheckin } from "./record-checkin";

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
type Context = {
  tx: Tx;
  device: PostingDevice;
  /** Where the kiosk records, read once a request. */
  point: KioskPoint;
  actor: ActorRef & { kind: "device" };
};
type Parsed = KioskEventData;

/** How each kind of event is applied, in the unit of work of that one event. */
const appliers: {
  [K in Parsed["kind"]]: (c: Context, event: Extract<Parsed, { kind: K }>) => Promise<Applied>;
} = {
  async checkin({ tx, device, point, actor }, event) {
    const outcome = await recordCheckin(tx, {
      registrationId: event.registrationId,
      pointId: point.id,
      actor,
      method: event.method,
      clientId: event.clientId,
      scannedAt: event.scannedAt,
      operator: event.operator,
    });
    // Applied: this very scan is the check-in. Otherwise the one it repeats (or, for a duplicate, the
    // check-in as it stands now) is read.
    const canonical =
      outcome.status === "applied"
        ? {
            pointId: point.id,
            pointName: point.name,
            at: outcome.at,
            deviceName: device.name,
            method: event.method,
          }
        : await canonicalCheckinAt(tx.db, event.registrationId, point.id);
    return {
      status: outcome.status,
      ...(canonical ? { checkin: { ...canonical, repeat: outcome.repeat } } : {}),
    };
  },
  async print({ tx, device, point, actor }, event) {
    const outcome = await recordBadgePrint(tx, {
      registrationId: event.registrationId,
      conferenceId: device.conferenceId,
      pointId: point.id,
      actor,
      clientId: event.clientId,
      printedAt: event.printedAt,
      reason: event.reason,
    });
    return { status: outcome.status, print: { reprint: outcome.reprint } };
  },
  async onsitePayment({ tx, device, point, actor }, event) {
    return recordOnsitePayment(tx, {
      registrationId: event.registrationId,
      conferenceId: device.conferenceId,
      pointId: point.id,
      actor,
      clientId: event.clientId,
      receivedFee: event.receivedFee,
      currency: event.currency,
      at: event.at,
      operator: event.operator,
    });
  },
};

type Posting = { device: PostingDevice; point: KioskPoint };

function applyOne(deps: AppDeps, { device, point }: Posting, event: Parsed): Promise<Applied> {
  const actor = { kind: "device" as const, id: device.id };
  const apply = appliers[event.kind] as (c: Context, e: Parsed) => Promise<Applied>;
  return transact(deps.db, (tx) => apply({ tx, device, point, actor }, event), { at: deps.now() });
}

/**
 * Applies what a kiosk queued (POST /api/kiosk/events), in order, each event in its own unit of work, so
 * that one refused (not eligible, unreadable, a registration deleted meanwhile) neither holds back nor
 * undoes the others. A revoked kiosk's event made after its revocation, or any payment of it, is refused
 * before anything is read (DOMAIN.md §9); the device is read once a request, so a revocation during a
 * request applies from the next one. Idempotent by client id: an event seen before is answered "duplicate", with what it
 * recorded. Two deliveries racing on Postgres: the loser's insert meets the unique client id, and asking
 * again finds the winner's row.
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
  const results: KioskEventResult[] = [];
  for (const raw of events) {
    const parsed = kioskEvent.safeParse(raw);
    if (!parsed.success) {
      results.push({
        clientId: raw.clientId,
        status: "refused",
        reason: "VALIDATION_FAILED",
        details: { fields: fieldIssuesFromZod(parsed.error.issues) },
      });
      continue;
    }
    const outcome = isAppError(point) ? refusal(point) : await settle(deps, { device, point }, parsed.data);
    results.push({ clientId: parsed.data.clientId, ...outcome });
  }
  return results;
}

const refusal = (error: AppError): Applied => ({
  status: "refused",
  reason: error.code,
  ...(error.details ? { details: error.details } : {}),
});

async function settle(deps: AppDeps, posting: Posting, event: Parsed): Promise<Applied> {
  const revoked = kioskRevocationRefusal(posting.device, event);
  if (revoked) return refusal(revoked);
  try {
    return await applyOne(deps, posting, event).catch((error: unknown) => {
      if (isUniqueViolation(error)) return applyOne(deps, posting, event);
      throw error;
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return refusal(error);
  }
}
