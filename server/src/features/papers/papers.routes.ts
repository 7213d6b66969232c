import {
  acceptedPaperList,
  acceptedPaperView,
  idParam,
  myPaperList,
  paperSearchQuery,
  queryInt,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { createRouter, jsonResponse } from "#http/router";
import { apiRoute } from "#http/routes";
import { requireAttendee } from "#http/session";
import { listAcceptedPapers, listMyPapers, searchAcceptedPaper } from "./papers.service";

const tags = ["papers"];
const params = z.object({ conferenceId: idParam });

const listAccepted = apiRoute({
  operationId: "listAcceptedPapers",
  errors: ["CONFERENCE_NOT_FOUND", "PAPER_NOT_FOUND", "UNAUTHENTICATED"],
  specOperations: ["getAcceptedPaperList", "checkPaperDeadline"],
  method: "get",
  path: "/conferences/{conferenceId}/papers/accepted",
  tags,
  request: { params },
  responses: {
    200: jsonResponse(acceptedPaperList, "The signed-in attendee's accepted papers and the paper deadline"),
  },
});
const search = apiRoute({
  operationId: "searchAcceptedPaper",
  errors: ["CONFERENCE_NOT_FOUND", "PAPER_NOT_FOUND", "RATE_LIMITED", "UNAUTHENTICATED"],
  specOperations: ["getAcceptedPaper", "getPaperByPin"],
  method: "get",
  path: "/conferences/{conferenceId}/papers/search",
  tags,
  request: { params, query: paperSearchQuery },
  responses: {
    200: jsonResponse(acceptedPaperView, "The accepted paper (404 PAPER_NOT_FOUND: none, or a wrong PIN)"),
  },
});
const listMine = apiRoute({
  operationId: "listMyPapers",
  errors: ["CONFERENCE_NOT_FOUND", "UNAUTHENTICATED"],
  specOperations: ["getEcPaperList"],
  method: "get",
  path: "/conferences/{conferenceId}/my-papers",
  tags,
  request: { params, query: z.object({ page: queryInt().min(1).default(1) }) },
  responses: { 200: jsonResponse(myPaperList, "mypaper: the attendee's papers, flags and codes") },
});

export const paperRoutes = createRouter()
  .openapi(listAccepted, async (c) => {
    const { accountId } = await requireAttendee(c);
    return c.json(await listAcceptedPapers(c.get("deps"), accountId, c.req.valid("param").conferenceId), 200);
  })
  .openapi(search, async (c) => {
    const { accountId } = await requireAttendee(c);
    const { conferenceId } = c.req.valid("param");
    return c.json(
      await searchAcceptedPaper(c.get("deps"), accountId, conferenceId, c.req.valid("query")),
      200,
    );
  })
  .openapi(listMine, async (c) => {
    const { accountId } = await requireAttendee(c);
    const { conferenceId } = c.req.valid("param");
    return c.json(await listMyPapers(c.get("deps"), accountId, conferenceId, c.req.valid("query").page), 200);
  });
