import { idNumberCheckChar } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import {
  insertAdmin,
  insertConference,
  insertInvitationCode,
  insertParticipantType,
  insertWorkshop,
} from "#seed/index";

const day = 86_400_000;

/**
 * A conference for route tests: open now, early-bird for ten more days, ID numbers required, workshops
 * charged (1 to 2 of them), a workshop with 3 places, a hidden type unlocked by code VIP2027, and a staff
 * account of its own plus one of another conference.
 */
export async function conferenceFixture(db: Kysely<Database>, now: Date) {
  const conference = await insertConference(db, {
    titleZh: "测试年会",
    titleEn: "Test Annual Meeting",
    systemCode: "TAM",
    beginTime: new Date(now.getTime() - day).toISOString(),
    discountTime: new Date(now.getTime() + 10 * day).toISOString(),
    endTime: new Date(now.getTime() + 30 * day).toISOString(),
    createTime: now.toISOString(),
    settings: {
      isIdcard: true,
      isWorkshop: true,
      isWorkshopFee: true,
      workshopLow: 1,
      workshopHigh: 2,
      lodgingEnabled: true,
    },
  });
  const conferenceId = conference.id;
  const delegate = await insertParticipantType(db, { conferenceId, fee: 200_000, discountFee: 160_000 });
  const reduced = await insertParticipantType(db, {
    conferenceId,
    titleZh: "青年学者",
    titleEn: "Young scholar",
    fee: 100_000,
    discountFee: 80_000,
  });
  // Students pay the same, and register with their student card (spec 000 §5).
  const student = await insertParticipantType(db, {
    conferenceId,
    titleZh: "学生",
    titleEn: "Student",
    fee: 100_000,
    discountFee: 80_000,
    isStudent: 1,
  });
  const hidden = await insertParticipantType(db, {
    conferenceId,
    titleZh: "特邀嘉宾",
    titleEn: "Invited guest",
    fee: 0,
    discountFee: 0,
    isHidden: 1,
  });
  await insertInvitationCode(db, { conferenceId, code: "VIP2027", unlocksParticipantTypeIds: [hidden.id] });
  const open = await insertWorkshop(db, {
    conferenceId,
    titleEn: "Open workshop",
    fee: 30_000,
    numberLimit: null,
  });
  const small = await insertWorkshop(db, {
    conferenceId,
    titleEn: "Small workshop",
    fee: 50_000,
    numberLimit: 3,
  });
  const other = await insertConference(db, {
    titleZh: "另一个会议",
    titleEn: "Another meeting",
    systemCode: "OTH",
    settings: { lodgingEnabled: true },
  });
  const staff = await insertAdmin(db, { username: `staff-${conferenceId}`, role: 2, conferenceId });
  const otherStaff = await insertAdmin(db, {
    username: `staff-${other.id}`,
    role: 2,
    conferenceId: other.id,
  });
  const admin = await insertAdmin(db, { username: `admin-all-${conferenceId}`, role: 1, conferenceId: null });
  return {
    conference,
    other,
    types: { delegate, reduced, student, hidden },
    workshops: { open, small },
    staff,
    otherStaff,
    admin,
  };
}

export type Fixture = Awaited<ReturnType<typeof conferenceFixture>>;

let people = 0;

/**
 * A different, valid mainland ID number on every call (one person, one registration per conference):
 * Beijing Dongcheng, born on consecutive days from 1970, with the GB 11643 check character.
 */
export function freshIdNumber(): string {
  people += 1;
  const born = new Date(Date.UTC(1970, 0, 1) + people * day).toISOString().slice(0, 10).replaceAll("-", "");
  const first17 = `110101${born}${String(100 + (people % 800)).padStart(3, "0")}`;
  return first17 + idNumberCheckChar(first17);
}

/** A valid registration body for the fixture: a young scholar in the open workshop, early-bird price. */
export function registrationBody(fixture: Fixture, overrides: Record<string, unknown> = {}) {
  return {
    name: "李雷",
    gender: 1,
    idNumber: freshIdNumber(),
    unit: "北京大学",
    email: "lilei@example.com",
    phone: "13912345678",
    participantTypeId: fixture.types.reduced.id,
    workshopIds: [fixture.workshops.open.id],
    clientTotal: 80_000 + 30_000,
    ...overrides,
  };
}
