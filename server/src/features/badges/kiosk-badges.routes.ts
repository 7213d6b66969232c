import { kioskBadgeTemplates } from "@confreg/shared";
import { requireConference } from "#features/conferences";
import { requireDevice } from "#features/kiosk-sync";
import { uploadAsDataUrl } from "#features/uploads";
import { createRouter, jsonResponse } from "#http/router";
import { apiRoute } from "#http/routes";
import { listTemplates, toBadgeTemplate } from "./badge-templates.repo";

const templates = apiRoute({
  operationId: "getKioskBadgeTemplates",
  errors: ["CONFERENCE_NOT_FOUND", "DEVICE_REVOKED", "UNAUTHENTICATED"],
  method: "get",
  path: "/kiosk/badge-templates",
  tags: ["kiosk", "badges"],
  security: [{ bearerAuth: [] }],
  responses: {
    200: jsonResponse(kioskBadgeTemplates, "The kiosk's conference's badge templates, logos embedded"),
  },
});

/** What a kiosk prints badges with (the shared renderer and template choice do the rest, on the kiosk). */
export const kioskBadgeRoutes = createRouter().openapi(templates, async (c) => {
  const deps = c.get("deps");
  const device = await requireDevice(c);
  const [conference, rows] = await Promise.all([
    requireConference(deps.db, device.conferenceId),
    listTemplates(deps.db, [device.conferenceId]),
  ]);
  const list = await Promise.all(
    rows.map(async (row) => {
      const { logoUrl: _url, logoUploadId: _id, ...template } = toBadgeTemplate(row);
      // A kiosk prints offline: the logo travels embedded, with nothing to fetch.
      const logoDataUrl = row.logoUploadId === null ? null : await uploadAsDataUrl(deps, row.logoUploadId);
      return { ...template, logoDataUrl };
    }),
  );
  return c.json({ conferenceTitle: conference.title, templates: list }, 200);
});
