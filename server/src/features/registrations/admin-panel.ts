import {
  type GroupStatus,
  type GroupType,
  type HealthImageKind,
  type HealthInfo,
  maskPhone,
  type PanelGroup,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { DeclarationRow } from "#db/tables/declarations";
import { badgeRowOf } from "#features/badges";
import { requireConference } from "#features/conferences";
import { papersOfRegistration } from "#features/papers";
import type { AppDeps } from "#http/env";
import type { RegistrationRow } from "./registration.extras";
import { loadAdditionalView } from "./registration-additional";

type Db = Kysely<Database>;
type ImageColumn =
  | "xingchengma"
  | "jiankangma"
  | "huizhanma"
  | "shengneihesuan"
  | "shengwaihesuan"
  | "shineihesuan"
  | "qianming";

/**
 * The declaration's images the panel shows (spec 002 §3 RegisterCovid), each from the first of its columns
 * that holds one: the travel code; the health code (the exhibition health code the address declaration
 * asks for stands in for it); the nucleic acid test taken in the province, outside it or in the city; the
 * signature.
 */
const healthImageColumns: Record<HealthImageKind, readonly ImageColumn[]> = {
  travelCode: ["xingchengma"],
  healthCode: ["jiankangma", "huizhanma"],
  nucleicAcid: ["shengneihesuan", "shengwaihesuan", "shineihesuan"],
  signature: ["qianming"],
};

function healthOf(declaration: DeclarationRow | undefined): HealthInfo | null {
  if (!declaration) return null;
  const images = Object.entries(healthImageColumns).flatMap(([kind, columns]) => {
    const upload = columns.map((column) => declaration[column]).find((value) => value !== null);
    return upload == null
      ? []
      : [{ kind: kind as HealthImageKind, image: { id: upload, url: `/api/uploads/${upload}` } }];
  });
  return { images, updateTime: declaration.updateTime };
}

/** The registration's group as the panel and the edit form show it; null when it is in none. */
export async function groupOf(db: Db, row: RegistrationRow): Promise<PanelGroup | null> {
  if (row.groupId === null) return null;
  const group = await db
    .selectFrom("groups")
    .innerJoin("groupSchemes", "groupSchemes.id", "groups.schemeId")
    .select([
      "groups.id",
      "groups.groupCode",
      "groups.groupType",
      "groups.groupStatus",
      "groups.payNumber",
      "groups.createTime",
      "groupSchemes.discountBp",
      "groupSchemes.minNumber",
      "groupSchemes.maxNumber",
    ])
    .where("groups.id", "=", row.groupId)
    .executeTakeFirst();
  if (!group) return null;
  const { n } = await db
    .selectFrom("registrations")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("groupId", "=", group.id)
    .where("isDeleted", "=", 0)
    .where("isRemoved", "=", 0)
    .executeTakeFirstOrThrow();
  return {
    ...group,
    groupType: group.groupType as GroupType,
    groupStatus: group.groupStatus as GroupStatus,
    memberCount: Number(n),
    isManager: row.isManager === 1,
    isRemoved: row.isRemoved === 1,
  };
}

/** The attendee account it belongs to, by its sign-in e-mail, or its phone masked. */
async function accountOf(db: Db, accountId: number | null) {
  if (accountId === null) return null;
  const account = await db
    .selectFrom("attendeeAccounts")
    .select(["id", "email", "phone"])
    .where("id", "=", accountId)
    .executeTakeFirst();
  return account ? { id: account.id, login: account.email || maskPhone(account.phone ?? "") } : null;
}

/** The detail panel's sections beyond the list row (shared `registrationPanelSections`). */
export async function loadPanelSections(deps: AppDeps, row: RegistrationRow) {
  const { db } = deps;
  // How it came in is kept on the row (migration 0030): online, added in the back office, or imported.
  const channel = row.channel;
  const [conference, badge, declaration, additional, papers, group, account] = await Promise.all([
    requireConference(db, row.conferenceId),
    badgeRowOf(deps, row.id),
    db.selectFrom("declarations").selectAll().where("registrationId", "=", row.id).executeTakeFirst(),
    loadAdditionalView(db, row),
    papersOfRegistration(deps, row.id),
    groupOf(db, row),
    accountOf(db, row.accountId),
  ]);
  return {
    isCard: conference.settings.isCard,
    badge,
    health: healthOf(declaration),
    additional,
    papers,
    group,
    channel,
    account,
    startRegisterTime: row.startRegisterTime,
  };
}
