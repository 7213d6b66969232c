import { insertCheckin } from "./builders/checkin";
import { between, iso, minute, type SeedContext } from "./context";
import type { WrittenRegistration } from "./registrations/write";

const methods = ["idNumber", "qr", "qr", "card", "search", "manual"] as const;

/**
 * Check-ins at the main point by the conference's staff, only for eligible registrations (DOMAIN.md §8),
 * some also at the conference's other points; most of them get a badge printed.
 */
export async function seedCheckins(ctx: SeedContext, written: WrittenRegistration[]): Promise<void> {
  const latest = ctx.now.getTime() - 10 * minute;
  for (const w of written) {
    if (!w.eligible || !w.plan.checkIn || w.readyAt >= latest) continue;
    const { kit } = w.plan;
    const staff = ctx.staffIds.get(kit.conference.id) ?? ctx.adminId;
    const at = between(ctx.random, w.readyAt, latest);
    const method = kit.settings.isCard
      ? ctx.random.pick(methods)
      : ctx.random.pick(methods.filter((m) => m !== "card"));
    await insertCheckin(ctx.db, {
      registrationId: w.id,
      pointId: kit.mainPointId,
      at: iso(at),
      adminId: staff,
      method,
      clientId: ctx.random.uuid(),
    });
    for (const pointId of kit.extraPointIds) {
      if (!ctx.random.chance(0.5)) continue;
      await insertCheckin(ctx.db, {
        registrationId: w.id,
        pointId,
        at: iso(between(ctx.random, at, latest)),
        adminId: staff,
        method: "qr",
        clientId: ctx.random.uuid(),
      });
    }
    if (ctx.random.chance(0.6)) {
      await ctx.db
        .insertInto("badgePrints")
        .values({ registrationId: w.id, adminId: staff, printedAt: iso(at + minute) })
        .execute();
    }
  }
}
