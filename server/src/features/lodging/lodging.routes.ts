import {
  lodgingExportQuery,
  lodgingList,
  lodgingListExport,
  lodgingRooms,
  lodgingRoomsQuery,
} from "@confreg/shared";
import { listExport } from "#features/registrations";
import { scopes } from "#http/guard";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { listExportRoute } from "#lib/list/export";
import { listRoutes } from "#lib/list/list-routes";
import { lodgingConferences, lodgingListPage, lodgingRooms as roomsLeft } from "./lodging-views";

const tags = ["admin", "lodging"];

/** hotelTranslist: the registrations of the scope with their lodging and travel, a page at a time. */
const list = listRoutes(
  lodgingList,
  {
    operationId: "listLodging",
    errors: ["CONFERENCE_NOT_FOUND", "LODGING_LIST_OFF"],
    // The registration list's call with its hotel filters (hotelType, roomType, hotelPayType).
    specOperations: ["manageGetRegisterList", "manage-register/list"],
    path: "/admin/lodging",
    tags,
    description: "Registrations in scope with their lodging and travel",
    search: { list: "lodgingList" },
  },
  lodgingListPage,
);
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
  .route("/", list)
  .openapi(rooms, async (c) => c.json(await roomsLeft(c.get("deps"), c.get("scope")), 200))
  .route("/", exportSheet);
