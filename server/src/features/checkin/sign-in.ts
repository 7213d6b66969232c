import { randomUUID } from "node:crypto";
import { type AdminAccount, AppError, type ConfirmSignInResult } from "@confreg/shared";
import { transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { lockRegistration } from "#state/bindings";
import { saveCardNumberIn } from "./card-number";
import { mainPoint } from "./checkin-points";
import { canonicalCheckinAt } from "./checkin-records";
import { recordCheckin } from "./record-checkin";

const adminActor = (admin: AdminAccount) => ({ kind: "admin" as const, id: admin.id });

/** saveCardNumber from the detail panel. */
export function saveCardNumber(
  deps: AppDeps,
  admin: AdminAccount,
  registrationId: number,
  cardNumber: string,
) {
  return transact(
    deps.db,
    (tx) => saveCardNumberIn(tx, { registrationId, cardNumber, actor: adminActor(admin) }),
    {
      at: deps.now(),
    },
  );
}

/**
 * confirmSign from the detail panel (spec 002 "Sign-in"): the person checks in at the conference's main
 * point, now, recorded like a kiosk's scan (method "manual", by this account). Refused when already signed
 * in (ALREADY_SIGNED_IN) or not allowed to check in yet (CHECKIN_NOT_ELIGIBLE, with the reason). With
 * cards, a number typed in the panel is saved first, in the same unit of work.
 */
export async function confirmSignIn(
  deps: AppDeps,
  admin: AdminAccount,
  registrationId: number,
  input: { cardNumber?: string | undefined },
): Promise<ConfirmSignInResult> {
  return transact(
    deps.db,
    async (tx) => {
      const actor = adminActor(admin);
      if (input.cardNumber !== undefined)
        await saveCardNumberIn(tx, { registrationId, cardNumber: input.cardNumber, actor });
      if (!(await lockRegistration(tx, registrationId))) throw new AppError("REGISTRATION_NOT_FOUND");
      const registration = await tx.db
        .selectFrom("registrations")
        .select(["conferenceId", "isSignIn", "cardNumber"])
        .where("id", "=", registrationId)
        .executeTakeFirstOrThrow();
      if (registration.isSignIn === 1) throw new AppError("ALREADY_SIGNED_IN");
      const point = await mainPoint(tx.db, registration.conferenceId);
      await recordCheckin(tx, {
        registrationId,
        pointId: point.id,
        actor,
        method: "manual",
        clientId: randomUUID(),
        scannedAt: tx.now,
      });
      const checkin = await canonicalCheckinAt(tx.db, registrationId, point.id);
      if (!checkin) throw new AppError("STATE_CONFLICT");
      return {
        isSignIn: true as const,
        signInTime: checkin.at,
        cardNumber: input.cardNumber ?? registration.cardNumber,
        checkin,
      };
    },
    { at: deps.now() },
  );
}
