import {
  lodgingExportQuery,
  lodgingListExport,
  lodgingListQuery,
  lodgingPage,
  lodgingRooms,
  lodgingRoomsQuery,
} from "@confreg/shared";
import { listExport } from "#features/registrations";
import { scopes } from "#http/guard";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { listExportRoute } from "#lib/list/export";
import { limitListSearch } from "#lib/list/search-limit";
import { lodgingConferences, lodgingListPage, lodgingRooms as roomsLeft } from "./lodging-views";

const tags = ["admin", "lodging"];

const list = adminRoute({
  operationId: "listLodging",
  errors: ["CONFERENCE_NOT_FOUND", "LODGING_LIST_OFF", "RATE_LIMITED"],
  // The registration list's call with its hotel filters (hotelType, roomType, hotelPayType).
  specOperations: ["manageGetRegisterList", "manage-register/list"],
  permission: "registrations.read",
  scope: scopes.conferenceQuery(),
  method: "get",
  path: "/admin/lodging",
  tags,
  request: { query: lodgingListQuery },
  responses: { 200: jsonResponse(lodgingPage, "Registrations in scope with their lodging and travel") },
});
const rooms = adminRoute({
  operationId: "getLodgingRooms",
  errors: ["CONFERENCE_NOT_FOUND", "LODGING_LIST_OFF"],
  specOperations: [
    "manage-register/getRoomNumber",
    "manage-register/getHotelList",
    "manage-register/getRoomList",
    "manage-register/getConferenceRoomList",
    // The back office's hotel and room names by id, and the rooms left (spec 002 §7's bare names).
    "getAllHotelList",
    "getAllRoomList",
    "getConferenceRoomList",
    "checkRoomNumber",
  ],
  permission: "registrations.read",
  scope: scopes.conferenceQuery(),
  method: "get",
  path: "/admin/lodging/rooms",
  tags,
  request: { query: lodgingRoomsQuery },
  responses: {
    200: jsonResponse(lodgingRooms, "The conference's hotels and room types with the rooms left each night"),
  },
});
const exportSheet = listExportRoute(
  {
    operationId: "exportLodging",
    errors: ["LODGING_LIST_OFF", "RATE_LIMITED"],
    // The old client's export paged through the list's own call (spec 002 §7, manageGetRegisterList).
    specOperations: ["manageGetRegisterList", "manage-register/list"],
    permission: "registrations.export",
    path: "/admin/lodging/export",
    tags,
    query: lodgingExportQuery,
    description:
      "Every registration the lodging list's filters keep, with the fields of its column groups (attendee, " +
      "payment, lodging, transport), as .xlsx streamed; ID numbers and phones in full only for accounts " +
      "that may see personal data; each export is audited",
  },
  lodgingListExport,
  async (deps, reader, query) => {
    // LODGING_LIST_OFF before the keyword is counted.
    const conferenceIds = await lodgingConferences(deps, reader.scope);
    return (fullPersonal) =>
      listExport(deps, { ...reader, fullPersonal, conferenceIds }, lodgingListExport, query);
  },
);

/**
 * hotelTranslist (spec 002 §2): the lodging and transport list, the rooms left per night, and its
 * "export current registrations".
 */
export const lodgingRoutes = createRouter()
  .openapi(list, async (c) => {
    const deps = c.get("deps");
    const scope = c.get("scope");
    const query = c.req.valid("query");
    await limitListSearch(deps, {
      adminId: c.get("admin").id,
      scope,
      keyword: query.keyword,
      list: "lodgingList",
    });
    return c.json(await lodgingListPage(deps, scope, query), 200);
  })
  .openapi(rooms, async (c) => c.json(await roomsLeft(c.get("deps"), c.get("scope")), 200))
  .route("/", exportSheet);
