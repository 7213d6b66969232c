import { adminConference } from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { listConferencesInScope } from "#db/conference-scope";
import { scopes } from "#http/guard";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { settingsOf } from "./conference.mappers";

const listForAdmin = adminRoute({
  operationId: "listAdminConferences",
  errors: [],
  specOperations: ["getAllConferenceList", "getParticipantType", "getHostList"],
  permission: "conferences.read",
  scope: scopes.global,
  method: "get",
  path: "/admin/conferences",
  tags: ["admin"],
  responses: {
    200: jsonResponse(z.array(adminConference), "Conferences in the admin's scope, with their types"),
  },
});

export const adminConferenceRoutes = createRouter().openapi(listForAdmin, async (c) => {
  const { db } = c.get("deps");
  const conferences = await listConferencesInScope(db, c.get("admin").conferenceId);
  const types = conferences.length
    ? await db
        .selectFrom("participantTypes")
        .select(["id", "conferenceId", "titleZh", "titleEn"])
        .where(
          "conferenceId",
          "in",
          conferences.map((conf) => conf.id),
        )
        .where("isDeleted", "=", 0)
        .orderBy("sortOrder")
        .orderBy("id")
        .execute()
    : [];
  return c.json(
    conferences.map((conf) => ({
      id: conf.id,
      title: { zh: conf.titleZh, en: conf.titleEn },
      year: Number(conf.beginTime.slice(0, 4)),
      hostUnit: conf.hostUnit,
      timezone: conf.timezone,
      participantTypes: types
        .filter((t) => t.conferenceId === conf.id)
        .map((t) => ({ id: t.id, title: { zh: t.titleZh, en: t.titleEn } })),
      lodgingEnabled: settingsOf(conf).lodgingEnabled,
      groupsEnabled: settingsOf(conf).isGroup,
    })),
    200,
  );
});
