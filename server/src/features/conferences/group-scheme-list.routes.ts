import { groupSchemeList } from "@confreg/shared";
import { listRoutes } from "#lib/list/list-routes";
import { groupSchemeListPage } from "./group-scheme-list";

/**
 * groupSchemeList (spec 002 §2): the discount schemes of every conference in scope; each conference's
 * editor adds and deletes them (its group-schemes routes).
 */
export const groupSchemeListRoutes = listRoutes(
  groupSchemeList,
  {
    operationId: "listAllGroupSchemes",
    errors: [],
    specOperations: ["managerGroupSheme"],
    path: "/admin/group-schemes",
    tags: ["admin", "conferences"],
    description: "Live group discount schemes of the admin's scope, newest first, with their group counts",
  },
  (deps, scope, query) => groupSchemeListPage(deps.db, scope, query),
);
