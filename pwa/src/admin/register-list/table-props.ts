/**
 * What every registration list's table shares (registerList, checklist, hotelTranslist): rows carrying the
 * registration's id, the long-list look, and a quick jumper beside the pager.
 */
export const registrationTable = {
  rowIdAttribute: "data-registration-id",
  long: true,
  pagerOptions: { showQuickJumper: true },
} as const;
