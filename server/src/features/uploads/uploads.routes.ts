import { AppError, idParam, imageMimeOf, uploadInfo, uploadKind, validationIds } from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { requireAdmin } from "#http/admin-account";
import type { AppEnv } from "#http/env";
import { scopes } from "#http/guard";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute, apiRoute } from "#http/routes";
import { requireAttendee } from "#http/session";
import { readUpload, type Viewer } from "./read-upload";
import { uploadAsAdmin, uploadAsAttendee } from "./uploads.service";

const tags = ["uploads"];
const idParams = z.object({ id: idParam });
/** The file part: its bytes decide what it is; the name and the declared type are ignored. */
const imageFile = z
  .instanceof(File, { error: validationIds.required })
  .openapi({ type: "string", format: "binary" });
const adminUploadForm = z.object({ file: imageFile, kind: uploadKind });
const uploadForm = adminUploadForm.extend({ registrationId: idParam.optional() });
const formBody = <T>(schema: T) => ({ content: { "multipart/form-data": { schema } }, required: true });
const created = jsonResponse(uploadInfo, "Stored without its metadata");
const binary = { schema: z.string().openapi({ type: "string", format: "binary" }) };

/** Signed in before the body is read: nobody else makes the server parse a file. */
const attendeeFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireAttendee(c);
  await next();
};

// Every path here ends in /uploads or /uploads/{id}: the app's larger body limit for files applies to them.
const uploadOwn = apiRoute({
  operationId: "uploadImage",
  errors: [
    "RATE_LIMITED",
    "REGISTRATION_NOT_FOUND",
    "UNAUTHENTICATED",
    "UPLOAD_TOO_MANY_PIXELS",
    "UPLOAD_TYPE",
    "UPLOAD_UNREADABLE",
  ],
  specOperations: ["uploadImgAction"],
  method: "post",
  path: "/uploads",
  tags,
  middleware: [attendeeFirst] as const,
  request: { body: formBody(uploadForm) },
  responses: { 201: created },
});
const uploadToRegistration = adminRoute({
  operationId: "uploadRegistrationImage",
  errors: [
    "RATE_LIMITED",
    "REGISTRATION_NOT_FOUND",
    "UPLOAD_TOO_MANY_PIXELS",
    "UPLOAD_TYPE",
    "UPLOAD_UNREADABLE",
  ],
  specOperations: ["uploadImgAction"],
  permission: "registrations.write",
  scope: scopes.record("registrations", "REGISTRATION_NOT_FOUND"),
  method: "post",
  path: "/admin/registrations/{id}/uploads",
  tags: ["admin", ...tags],
  request: { params: idParams, body: formBody(adminUploadForm) },
  responses: { 201: created },
});
/**
 * Not an adminRoute: attendees read their own files here too, and an `<img>` cannot choose an area's URL
 * by who is signed in. Who may see a file is decided in one place, readUpload; everyone else gets 404.
 */
const readOne = apiRoute({
  operationId: "getUpload",
  errors: ["NOT_FOUND", "UNAUTHENTICATED"],
  method: "get",
  path: "/uploads/{id}",
  tags,
  request: { params: idParams },
  responses: {
    200: {
      description: "The image, to its owner and to staff of its conference (never cached)",
      content: Object.fromEntries(Object.values(imageMimeOf).map((mime) => [mime, binary])),
    },
  },
});

/** A session that no longer stands (a disabled account) counts as none here: the other may still. */
async function unlessSignedOut<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.code === "UNAUTHENTICATED") return null;
    throw error;
  }
}

/** Both sessions may be there: staff try the attendee site in the same browser. */
async function viewerOf(c: Context<AppEnv>): Promise<Viewer> {
  const sessions = c.get("sessions");
  const attendee = sessions.attendee ? await unlessSignedOut(requireAttendee(c)) : null;
  const admin = sessions.admin ? await unlessSignedOut(requireAdmin(c)) : null;
  return { attendeeId: attendee?.accountId ?? null, admin };
}

export const uploadRoutes = createRouter()
  .openapi(uploadOwn, async (c) => {
    const { accountId } = await requireAttendee(c);
    return c.json(await uploadAsAttendee(c.get("deps"), accountId, c.req.valid("form")), 201);
  })
  .openapi(uploadToRegistration, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await uploadAsAdmin(c.get("deps"), c.get("admin").id, id, c.req.valid("form")), 201);
  })
  .openapi(readOne, async (c) => {
    const { mime, data } = await readUpload(c.get("deps"), await viewerOf(c), c.req.valid("param").id);
    return c.body(new Uint8Array(data), 200, {
      "Content-Type": mime,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    });
  });
