import { Actor, AppError, type BadgePrintResult, type badgePrintInput } from "@confreg/shared";
import type { z } from "zod";
import { transact } from "#db/transact";
import { recordBadgePrint } from "#features/checkin/badge-prints";
import { mainPoint } from "#features/checkin/checkin-points";
import type { AppDeps } from "#http/env";

type Input = z.output<typeof badgePrintInput>;

/**
 * Logs badges about to be printed from the back office (DOMAIN.md §8: every print is logged), before the
 * browser prints them: each the way a kiosk's print is logged (a first print or a reprint by the prints
 * before it), at the conference's main point as the back office's sign-in is. A reprint needs its reason:
 * without one nothing is logged and the answer names those already printed, so the back office can ask
 * for it. Registrations outside the scope (null: every conference) do not exist here.
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
        .select(["id", "conferenceId"])
        .where("id", "in", ids)
        .where("isDeleted", "=", 0);
      if (admin.scope !== null) live = live.where("conferenceId", "=", admin.scope);
      const found = new Map((await live.execute()).map((row) => [row.id, row.conferenceId]));
      if (found.size !== ids.length) throw new AppError("REGISTRATION_NOT_FOUND");

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
          actor: { kind: Actor.admin, id: admin.id },
          clientId: null,
          printedAt: tx.now,
          reason: reprints.includes(registrationId) ? reason : "",
        });
        result.push({ registrationId, method: reprint ? "reprint" : "first" });
      }
      return { printed: result };
    },
    { at: deps.now() },
  );
}
