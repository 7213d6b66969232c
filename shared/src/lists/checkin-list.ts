import type { ListDeclaration } from "./declaration";
import { registrationList } from "./registration-list";

/**
 * checklist (spec 002 §2): the registration list's rows, filters and paging for check-in staff, who scan
 * ID cards into its keyword box (the desk's own allowance of personal-data searches, on the server).
 */
export const checkinList = {
  ...registrationList,
  id: "checklist",
  permission: "checkin.read",
} as const satisfies ListDeclaration;
