import { lodgingListQuery, lodgingPage, lodgingRooms, lodgingRoomsQuery } from "@confreg/shared";
import { limitListSearch } from "#features/registrations/admin-list-search";
import { scopes } from "#http/guard";
import { createRouter, jsonResponse } from "#http/router";
import { adminRoute } from "#http/routes";
import { lodgingListPage, lodgingRooms as roomsLeft } from "./lodging-views";

const tags = ["admin", "lodging"];

const list = adminRoute({
  operationId: "listLodging",
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
  specOperations: [
    "manage-register/getRoomNumber",
    "manage-register/getHotelList",
    "manage-register/getRoomList",
    "manage-register/getConferenceRoomList",
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

/** hotelTranslist (spec 002 §2): the lodging and transport list and the rooms left per night. */
export const lodgingRoutes = createRouter()
  .openapi(list, async (c) => {
    const deps = c.get("deps");
    const scope = c.get("scope");
    const query = c.req.valid("query");
    if (query.keyword)
      await limitListSearch(deps, {
        adminId: c.get("admin").id,
        scope,
        keyword: query.keyword,
        list: "lodgingList",
      });
    return c.json(await lodgingListPage(deps, scope, query), 200);
  })
  .openapi(rooms, async (c) => c.json(await roomsLeft(c.get("deps"), c.get("scope")), 200));
