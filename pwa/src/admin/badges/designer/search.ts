import { idParam } from "@confreg/shared";
import { z } from "zod";

/**
 * badgeDesigner's address: the conference whose templates are designed (chosen on the page in the
 * all-conferences scope) and the template open, so reload and back keep them.
 */
export const designerSearch = z.object({
  conferenceId: idParam.optional().catch(undefined),
  template: idParam.optional().catch(undefined),
});
export type DesignerSearch = z.infer<typeof designerSearch>;
