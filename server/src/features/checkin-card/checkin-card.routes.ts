import { idParam } from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { createRouter } from "#http/router";
import { adminRoute, apiRoute } from "#http/routes";
import { requireAttendee } from "#http/session";
import { pdfResponse } from "#lib/documents/pdf-response";
import { checkinCard } from "./checkin-card";

const idParams = z.object({ id: idParam });
const pdf = {
  description: "The registration's check-in card (A6 PDF with its signed QR code)",
  content: { "application/pdf": { schema: z.string() } },
};

const own = apiRoute({
  operationId: "getOwnCheckinCard",
  errors: ["CHECKIN_CARD_UNAVAILABLE", "REGISTRATION_NOT_FOUND", "UNAUTHENTICATED"],
  specOperations: ["checkInCard"],
  method: "get",
  path: "/registrations/{id}/checkin-card",
  tags: ["registrations"],
  request: { params: idParams },
  responses: { 200: pdf },
});
const staff = adminRoute({
  operationId: "getCheckinCard",
  errors: ["CHECKIN_CARD_UNAVAILABLE", "REGISTRATION_NOT_FOUND"],
  specOperations: ["checkInCard"],
  permission: "registrations.read",
  scope: scopes.record("registrations", "REGISTRATION_NOT_FOUND"),
  method: "get",
  path: "/admin/registrations/{id}/checkin-card",
  tags: ["admin"],
  request: { params: idParams },
  responses: { 200: pdf },
});

const asPdf = ({ bytes, fileName }: { bytes: Buffer; fileName: string }) => pdfResponse(bytes, fileName);

/** The check-in card (checkInCard): the attendee's own, and staff's for a registration in their scope. */
export const checkinCardRoutes = createRouter()
  .openapi(own, async (c) => {
    const { accountId } = await requireAttendee(c);
    return asPdf(
      await checkinCard(c.get("deps"), { registrationId: c.req.valid("param").id, accountId }),
    ) as never;
  })
  .openapi(
    staff,
    async (c) =>
      asPdf(await checkinCard(c.get("deps"), { registrationId: c.req.valid("param").id })) as never,
  );
