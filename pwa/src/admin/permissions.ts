import { type AdminAccount, hasPermission, type Permission } from "@confreg/shared";
import { useRouteContext } from "@tanstack/react-router";

/** The signed-in account of the home shell (its routes load it before any page shows). */
export function useAdminAccount(): AdminAccount {
  return useRouteContext({ from: "/$conferenceId/manager/home" }).account;
}

/** Whether the signed-in account holds a permission of the shared table: menus and buttons follow it. */
export function useCan(permission: Permission): boolean {
  return hasPermission(useAdminAccount(), permission);
}
