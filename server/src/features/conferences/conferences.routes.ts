import {
  conferenceListItem,
  conferenceQuery,
  conferenceView,
  idParam,
  invitationView,
  requiredText,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { clientIp } from "#http/client";
import { createRouter, jsonResponse } from "#http/router";
import { apiRoute } from "#http/routes";
import { toConference } from "./conference.mappers";
import { listOpenConferences } from "./conferences.repo";
import { checkInvitation, conferenceView as loadView } from "./conferences.service";

const tags = ["conferences"];

const listConferences = apiRoute({
  operationId: "listOpenConferences",
  errors: [],
  method: "get",
  path: "/conferences",
  tags,
  responses: { 200: jsonResponse(z.array(conferenceListItem), "Conferences open for registration") },
});

const getConference = apiRoute({
  operationId: "getConference",
  errors: ["CONFERENCE_NOT_FOUND"],
  // One view stands for the spec's many look-ups: the types with their flags (student, member, committee,
  // other society's number and card checks) and the workshops each allows, workshops with their places
  // left, hotels, room types and rooms left per night, and the prices and fee table the form's total is
  // computed from (shared computeFee and the workshop rules; the server checks all again at submit).
  specOperations: [
    "loadConferenceInfo",
    "getParticipantType",
    "getWorkshopList",
    "checkWorkshopRegisterNumberLimit",
    "checkParticipantTypeTypeWorkshop",
    "checkOtherMember",
    "checkOtherMemberCard",
    "getShowPaper",
    "checkAddPaper",
    "checkStudent",
    "checkMember",
    "getTotalFee",
    "getHotelList",
    "getRoomList",
    "getRoomNumber",
  ],
  method: "get",
  path: "/conferences/{conferenceId}",
  tags,
  request: { params: z.object({ conferenceId: idParam }), query: conferenceQuery },
  responses: { 200: jsonResponse(conferenceView, "What the registration pages need") },
});

const checkCode = apiRoute({
  operationId: "checkInvitationCode",
  errors: ["CONFERENCE_NOT_FOUND", "INVITATION_CODE_INVALID", "RATE_LIMITED"],
  method: "get",
  path: "/conferences/{conferenceId}/invitations/{code}",
  tags,
  request: { params: z.object({ conferenceId: idParam, code: requiredText(40) }) },
  responses: { 200: jsonResponse(invitationView, "What the invitation code opens") },
});

export const conferenceRoutes = createRouter()
  .openapi(listConferences, async (c) => {
    const { db, now } = c.get("deps");
    const rows = await listOpenConferences(db, now());
    return c.json(
      rows.map(toConference).map(({ id, title, systemCode, timezone, beginTime, endTime, settings }) => ({
        id,
        title,
        systemCode,
        timezone,
        beginTime,
        endTime,
        isOnlyinvoice: settings.isOnlyinvoice,
      })),
      200,
    );
  })
  .openapi(getConference, async (c) => {
    const { conferenceId } = c.req.valid("param");
    const { invcode } = c.req.valid("query");
    return c.json(await loadView(c.get("deps"), conferenceId, invcode, clientIp(c)), 200);
  })
  .openapi(checkCode, async (c) => {
    const { conferenceId, code } = c.req.valid("param");
    return c.json(await checkInvitation(c.get("deps"), clientIp(c), conferenceId, code), 200);
  });
