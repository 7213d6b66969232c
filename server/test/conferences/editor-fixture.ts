import {
  type AdminRole,
  type AuditAction,
  type ConferenceEditorView,
  defaultConferenceSettings,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { insertAdmin } from "#seed/index";
import type { TestApp, TestClient } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { type Fixture, registrationBody } from "../helpers/fixtures";
import { signInAdmin } from "../helpers/office-clients";

const day = 86_400_000;
let accounts = 0;

/** A back-office account of `role` bound to `conferenceId` (null: every conference), signed in. */
export async function officeAccount(
  app: TestApp,
  db: Kysely<Database>,
  role: AdminRole,
  conferenceId: number | null,
) {
  accounts += 1;
  const { account, password } = await insertAdmin(db, {
    username: `editor-${role}-${accounts}`,
    role,
    conferenceId,
  });
  return signInAdmin(app, account.username, password);
}

/** A valid saveMeeting body: registration open from tomorrow for 60 days, early-bird for 20. */
export function conferenceBody(now: Date, overrides: Record<string, unknown> = {}) {
  const at = (days: number) => new Date(now.getTime() + days * day).toISOString();
  return {
    title: { zh: "编辑器测试会议", en: "Editor Test Meeting" },
    systemCode: `ED${Math.floor(Math.random() * 1e8)}`,
    hostUnit: "测试学会",
    timezone: "Asia/Shanghai",
    beginTime: at(1),
    discountTime: at(20),
    endTime: at(60),
    paperDatabase: "",
    paperConferenceId: "",
    settings: defaultConferenceSettings,
    ...overrides,
  };
}

/** The editor's view of a conference, as the back office reads it. */
export async function editorView(client: TestClient, conferenceId: number): Promise<ConferenceEditorView> {
  const res = await client.get<ConferenceEditorView>(`/api/admin/conferences/${conferenceId}/detail`);
  if (res.status !== 200) throw new Error(`detail answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A registration made by a new attendee through the API (a student in the open workshop, by default). */
export async function registerThroughApi(app: TestApp, fx: Fixture, overrides: Record<string, unknown> = {}) {
  const attendee = await signedUpAttendee(app);
  const res = await attendee.post<{ id: number }>(
    `/api/conferences/${fx.conference.id}/registrations`,
    registrationBody(fx, overrides),
  );
  if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** The audit rows of an action about a conference, oldest first. */
export function auditRows(db: Kysely<Database>, action: AuditAction, conferenceId: number) {
  return db
    .selectFrom("auditLog")
    .select(["action", "actorKind", "actorId", "entityId", "data"])
    .where("action", "=", action)
    .where("conferenceId", "=", conferenceId)
    .orderBy("id")
    .execute();
}
