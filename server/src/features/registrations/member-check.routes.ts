import { AppError, id, idParam, ok, plainText } from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { cachedConferenceContext } from "#features/conferences";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { apiRoute } from "#http/routes";
import { requireAttendee } from "#http/session";
import { type Limit, takeAttempt } from "#lib/rate-limit/attempts";
import { memberIssues } from "./member-check";

/** Each check answers whether one name and number pair is listed: limited per account, like a guess. */
export const memberCheckLimit: Limit = { limit: 30, windowMs: 10 * 60_000 };

const memberCheckInput = z.object({
  participantTypeId: id,
  name: plainText(100),
  memberNo: plainText(40),
});

const checkMember = apiRoute({
  operationId: "checkMemberNumber",
  errors: ["CONFERENCE_NOT_FOUND", "PARTICIPANT_TYPE_UNAVAILABLE", "RATE_LIMITED", "UNAUTHENTICATED"],
  specOperations: ["checkCaaMember", "checkCommittee"],
  method: "post",
  path: "/conferences/{conferenceId}/member-check",
  tags: ["registrations"],
  request: { params: z.object({ conferenceId: idParam }), body: jsonBody(memberCheckInput) },
  responses: {
    200: jsonResponse(
      ok,
      "The number is on the list the type asks for, under this name (or no check applies)",
    ),
  },
});

/**
 * The form's live member check (spec 000 §5, `checkCaaMember`): the same check registration runs, for one
 * name and number, answered before the attendee submits. A mismatch is VALIDATION_FAILED on `memberNo`.
 */
export const memberCheckRoutes = createRouter().openapi(checkMember, async (c) => {
  const deps = c.get("deps");
  const { accountId } = await requireAttendee(c);
  const { conferenceId } = c.req.valid("param");
  const input = c.req.valid("json");
  await takeAttempt(deps, `member-check:${accountId}`, memberCheckLimit);
  const context = await cachedConferenceContext(deps.db, conferenceId, undefined);
  const type = context.participantTypes.find((t) => t.id === input.participantTypeId) ?? null;
  if (!type) throw new AppError("PARTICIPANT_TYPE_UNAVAILABLE");
  const issues = await memberIssues(deps.db, context.conference.settings, type, input);
  if (issues.length) throw new AppError("VALIDATION_FAILED", { fields: issues });
  return c.json({ ok: true as const }, 200);
});
