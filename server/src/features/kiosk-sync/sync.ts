import {
  type KioskRegistration,
  maskIdNumber,
  maskPhone,
  type PersonLevel,
  type SyncPage,
  syncVersion,
} from "@confreg/shared";
import type { AppDeps } from "#http/env";

/**
 * One page of a conference's registrations changed after `cursor`, in change order. Deleted ones come as
 * tombstones. Kiosks get only what check-in needs, and ID numbers only as the conference's kiosk hash.
 */
export async function syncPage(
  deps: AppDeps,
  device: { id: number; conferenceId: number },
  cursor: number,
  limit: number,
): Promise<SyncPage> {
  const { db, pii } = deps;
  const rows = await db
    .selectFrom("registrations")
    .selectAll()
    .where("conferenceId", "=", device.conferenceId)
    .where("changeSeq", ">", cursor)
    .orderBy("changeSeq")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const live = page.filter((r) => r.isDeleted === 0);
  const typeIds = [...new Set(live.map((r) => r.participantTypeId))];
  const types = typeIds.length
    ? await db
        .selectFrom("participantTypes")
        .select(["id", "titleZh", "titleEn"])
        .where("id", "in", typeIds)
        .execute()
    : [];
  const typeOf = new Map(types.map((t) => [t.id, { zh: t.titleZh, en: t.titleEn }]));
  const registrations: KioskRegistration[] = live.map((r) => {
    const payStatus = r.payStatus;
    const idNumber = r.idNumberEnc ? pii.decrypt(r.idNumberEnc) : null;
    return {
      id: r.id,
      name: r.name,
      nameEn: r.nameEn,
      unit: r.unit,
      participantType: typeOf.get(r.participantTypeId) ?? { zh: "", en: "" },
      level: (r.level ?? null) as PersonLevel | null,
      idHash: idNumber ? pii.kioskIdHash(r.conferenceId, idNumber) : null,
      idNumberMasked: idNumber ? maskIdNumber(idNumber) : "",
      phoneMasked: maskPhone(r.phone),
      cardNumber: r.cardNumber,
      payStatus,
      eligible: r.checkinEligible === 1,
      isSignIn: r.isSignIn === 1,
      signInTime: r.signInTime,
      changeSeq: r.changeSeq,
    };
  });
  const nextCursor = page.at(-1)?.changeSeq ?? cursor;
  const remaining = await db
    .selectFrom("registrations")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("conferenceId", "=", device.conferenceId)
    .where("changeSeq", ">", nextCursor)
    .executeTakeFirstOrThrow();
  await db
    .updateTable("kioskDevices")
    .set({ lastSeenTime: deps.now().toISOString(), lastCursor: nextCursor })
    .where("id", "=", device.id)
    .execute();
  return {
    version: syncVersion,
    cursor: nextCursor,
    hasMore: rows.length > limit,
    remaining: Number(remaining.n),
    registrations,
    tombstones: page.filter((r) => r.isDeleted === 1).map((r) => r.id),
  };
}
