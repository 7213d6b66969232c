import {
  addMemberInput,
  adminEditForm,
  adminEditResult,
  adminRegistrationDetail,
  adminRegistrationEdit,
  attendeeLookupInput,
  attendeeLookupResult,
  idParam,
  ok,
  panelPaperInput,
  plainText,
} from "@confreg/shared";
import { z } from "@hono/zod-openapi";
import { scopes } from "#http/guard";
import { createRouter, jsonBody, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { addRegisteredMember, findParticipantAccount } from "./add-registered-member";
import { loadAdminEditForm } from "./admin-edit-form";
import { adminEditErrors, editRegistrationByAdmin } from "./admin-edit-registration";
import { addRegistrationPaper, removeRegistrationPaper } from "./change-registration-papers";
import { registrationInputErrors } from "./create-registration";
import { deleteRegistrationByAdmin } from "./delete-registration";
import { registrationDeleteErrors } from "./registrations.service";

const tags = ["admin"];
const idParams = z.object({ id: idParam });
const conferenceParams = z.object({ conferenceId: idParam });
const registration = scopes.record("registrations", "REGISTRATION_NOT_FOUND");

const deleteOne = adminRoute({
  operationId: "deleteRegistration",
  errors: [...registrationDeleteErrors],
  specOperations: ["manageRegisterDelete", "manage-register/delete"],
  permission: "registrations.delete",
  scope: registration,
  method: "delete",
  path: "/admin/registrations/{id}",
  tags,
  request: { params: idParams },
  responses: { 200: jsonResponse(ok, "Deleted (softly, audited): it was unpaid and not invoiced") },
});
const editForm = adminRoute({
  operationId: "getRegistrationEditForm",
  errors: ["CONFERENCE_NOT_FOUND", "REGISTRATION_NOT_FOUND"],
  permission: "registrations.write",
  scope: registration,
  method: "get",
  path: "/admin/registrations/{id}/form",
  tags,
  request: { params: idParams },
  responses: {
    200: jsonResponse(adminEditForm, "registerEdit's form: every value, the document and phone masked"),
  },
});
const update = adminRoute({
  operationId: "updateRegistration",
  errors: adminEditErrors,
  specOperations: ["manageRegister", "updateRegister", "updateInvoice", "getTotalFee"],
  permission: "registrations.write",
  scope: registration,
  method: "put",
  path: "/admin/registrations/{id}",
  tags,
  request: { params: idParams, body: jsonBody(adminRegistrationEdit) },
  responses: {
    200: jsonResponse(adminEditResult, "Edited: the registration, and how its fee difference was settled"),
  },
});
const addPaper = adminRoute({
  operationId: "addRegistrationPaper",
  errors: adminEditErrors,
  specOperations: ["savePaper"],
  permission: "registrations.write",
  scope: registration,
  method: "post",
  path: "/admin/registrations/{id}/papers",
  tags,
  request: { params: idParams, body: jsonBody(panelPaperInput) },
  responses: { 200: jsonResponse(adminEditResult, "The paper is covered; the fee settled as for an edit") },
});
const removePaper = adminRoute({
  operationId: "removeRegistrationPaper",
  errors: adminEditErrors,
  specOperations: ["deletePaper"],
  permission: "registrations.write",
  scope: registration,
  method: "delete",
  path: "/admin/registrations/{id}/papers/{paperId}",
  tags,
  request: { params: idParams.extend({ paperId: plainText(40) }) },
  responses: { 200: jsonResponse(adminEditResult, "The paper is released; the fee settled as for an edit") },
});
const addMember = adminRoute({
  operationId: "addRegisteredMember",
  errors: [
    ...registrationInputErrors,
    "ATTENDEE_ACCOUNT_NOT_FOUND",
    "ID_NUMBER_REGISTERED",
    "TOO_MANY_UNPAID",
    "WORKSHOP_FULL",
  ],
  specOperations: [
    "addNewRegisterMemberInfo",
    "backEndRegisterMemberInfo",
    "register/add",
    "register/directOrNewAddRegister",
  ],
  permission: "registrations.write",
  scope: scopes.conferenceParam(),
  method: "post",
  path: "/admin/conferences/{conferenceId}/registrations",
  tags,
  request: { params: conferenceParams, body: jsonBody(addMemberInput) },
  responses: { 201: jsonResponse(adminRegistrationDetail, "Registered by the back office") },
});
const findParticipant = adminRoute({
  operationId: "findParticipantAccount",
  errors: ["ATTENDEE_ACCOUNT_NOT_FOUND", "RATE_LIMITED"],
  specOperations: ["register/findparticipant"],
  permission: "registrations.write",
  scope: scopes.conferenceParam(),
  method: "post",
  path: "/admin/conferences/{conferenceId}/attendee-lookup",
  tags,
  request: { params: conferenceParams, body: jsonBody(attendeeLookupInput) },
  responses: {
    200: jsonResponse(attendeeLookupResult, "The account that signs in with exactly this e-mail or phone"),
  },
});

/** registerEdit, the row's delete, the detail panel's papers, and add registered member (spec 002 §2, §4). */
export const adminRegistrationEditRoutes = createRouter()
  .openapi(deleteOne, async (c) => {
    await deleteRegistrationByAdmin(c.get("deps"), c.get("admin").id, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(editForm, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await loadAdminEditForm(c.get("deps"), c.req.valid("param").id), 200);
  })
  .openapi(update, async (c) => {
    const { id } = c.req.valid("param");
    const result = await editRegistrationByAdmin(c.get("deps"), c.get("admin").id, id, c.req.valid("json"));
    return c.json(result, 200);
  })
  .openapi(addPaper, async (c) => {
    const { id } = c.req.valid("param");
    const result = await addRegistrationPaper(c.get("deps"), c.get("admin").id, id, c.req.valid("json"));
    return c.json(result, 200);
  })
  .openapi(removePaper, async (c) => {
    const { id, paperId } = c.req.valid("param");
    return c.json(await removeRegistrationPaper(c.get("deps"), c.get("admin").id, id, paperId), 200);
  })
  .openapi(addMember, async (c) => {
    const { conferenceId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await addRegisteredMember(c.get("deps"), c.get("admin").id, conferenceId, input), 201);
  })
  .openapi(findParticipant, async (c) => {
    const admin = { id: c.get("admin").id, scope: c.get("scope") };
    return c.json(await findParticipantAccount(c.get("deps"), admin, c.req.valid("json").login), 200);
  });
