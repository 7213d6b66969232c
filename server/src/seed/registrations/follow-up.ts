import { Actor, isAppError } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { recordCheckin } from "#features/checkin";
import { between, minute, type SeedContext } from "../context";
import { writeMail } from "./mail";
import type { Step, Written } from "./story";

const methods = ["idNumber", "qr", "qr", "card", "search", "manual"] as const;

/**
 * After a registration's story: the office's mail, and at the desk the check-in (refused by the product
 * unless the person may check in, DOMAIN.md §8), perhaps at the conference's other points too, and most
 * often a printed badge.
 */
export function followUpStep(ctx: SeedContext, written: Written, after: number): Step {
  const latest = ctx.now.getTime() - 5 * minute;
  return {
    at: between(ctx.random, Math.min(after + minute, latest), latest, 0.2, 0.9),
    name: "followUp",
    run: async (tx: Tx) => {
      await writeMail(ctx, written.plan, written.registrationId, tx);
      if (written.plan.checkIn) await checkIn(ctx, written, tx);
    },
  };
}

async function checkIn(ctx: SeedContext, written: Written, tx: Tx): Promise<void> {
  const { kit } = written.plan;
  const staff = { kind: Actor.admin, id: ctx.staffIds.get(kit.conference.id) ?? ctx.adminId };
  const method = kit.settings.isCard
    ? ctx.random.pick(methods)
    : ctx.random.pick(methods.filter((m) => m !== "card"));
  const at = (point: number) => ({
    registrationId: written.registrationId,
    pointId: point,
    actor: staff,
    clientId: ctx.random.uuid(),
    scannedAt: tx.now,
  });
  try {
    await recordCheckin(tx, { ...at(kit.mainPointId), method });
  } catch (error) {
    if (!isAppError(error)) throw error;
    written.refused.push(`checkIn:${error.code}`);
    return;
  }
  for (const point of kit.extraPointIds) {
    if (ctx.random.chance(0.5)) await recordCheckin(tx, { ...at(point), method: "qr" });
  }
  if (ctx.random.chance(0.6)) {
    await tx.db
      .insertInto("badgePrints")
      .values({ registrationId: written.registrationId, adminId: staff.id, printedAt: tx.now })
      .execute();
  }
}
