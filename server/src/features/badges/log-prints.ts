import { Actor, AppError, type BadgePrintResult, type badgePrintInput } from "@confreg/shared";
import type { z } from "zod";
import { transact } from "#db/transact";
import { mainPoint, recordBadgePrint } from "#features/checkin";
import type { AppDeps } from "#http/env";
import { writeAudit } from "#lib/audit/write-audit";

type Input = z.output<typeof badgePrintInput>;

/**
 * Logs badges about to be printed from the back office (DOMAIN.md §8: every print is logged), before the
 * browser prints them: each the way a kiosk's print is logged (a first print or a reprint by the prints
 * before it), at the conference's main point as the back office's sign-in is. A reprint needs its reason,
 * and so does a badge for someone who may not check in (the check-in eligibility a kiosk applies): without
 * it nothing is logged and the answer names those concerned, so the back office can ask for it; with it,
 * each such print is audited as an override with its reason. Registrations outside the scope (null: every
 * conference) do not exist here.
 */
export function logBadgePrints(
  deps: AppDeps,
  admin: { id: number; scope: number | null },
  input: Input,
): Promise<BadgePrintResult> {
  const ids = input.registrationIds;
  return transact(
    deps.db,
    async (tx) => {
      let live = tx.db
        .selectFrom("registrations")
        .select(["id", "conferenceId", "checkinEligible", "checkinReason"])
        .where("id", "in", ids)
        .where("isDeleted", "=", 0);
      if (admin.scope !== null) live = live.where("conferenceId", "=", admin.scope);
      const rows = await live.execute();
      const found = new Map(rows.map((row) => [row.id, row.conferenceId]));
      if (found.size !== ids.length) throw new AppError("REGISTRATION_NOT_FOUND");
      const ineligible = new Map(
        rows.filter((row) => row.checkinEligible !== 1).map((row) => [row.id, row.checkinReason]),
      );

      const printed = await tx.db
        .selectFrom("badgePrints")
        .select("registrationId")
        .distinct()
        .where("registrationId", "in", ids)
        .execute();
      const reprints = ids.filter((id) => printed.some((row) => row.registrationId === id));
      const reason = input.reprintReason ?? "";
      if (reprints.length > 0 && !reason)
        throw new AppError("REPRINT_REASON_REQUIRED", { registrationIds: reprints });
      const override = input.overrideReason ?? "";
      if (ineligible.size > 0 && !override)
        throw new AppError("PRINT_OVERRIDE_REASON_REQUIRED", { registrationIds: [...ineligible.keys()] });

      const actor = { kind: Actor.admin, id: admin.id } as const;
      const points = new Map<number, number>();
      const result: BadgePrintResult["printed"] = [];
      for (const registrationId of ids) {
        const conferenceId = found.get(registrationId) as number;
        const pointId = points.get(conferenceId) ?? (await mainPoint(tx.db, conferenceId)).id;
        points.set(conferenceId, pointId);
        const { reprint } = await recordBadgePrint(tx, {
          registrationId,
          conferenceId,
          pointId,
          actor,
          clientId: null,
          printedAt: tx.now,
          reason: reprints.includes(registrationId) ? reason : "",
        });
        const checkinReason = ineligible.get(registrationId);
        if (checkinReason !== undefined)
          await writeAudit(tx, {
            action: "badge.override",
            actor,
            entityId: registrationId,
            conferenceId,
            reason: override,
            data: { checkinReason },
          });
        result.push({ registrationId, method: reprint ? "reprint" : "first" });
      }
      return { printed: result };
    },
    { at: deps.now() },
  );
}
