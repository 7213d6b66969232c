import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** A conference's badge template (DOMAIN.md §8); layout and audience lists are JSON text. */
export interface BadgeTemplatesTable {
  id: Generated<number>;
  conferenceId: number;
  name: string;
  /** The shared `badgeLayout`: page size in millimetres and the elements on it. */
  layout: string;
  /** JSON lists of participant type ids and print types the template prints for. */
  participantTypeIds: Generated<string>;
  printTypes: Generated<string>;
  isDefault: Generated<number>;
  logoUploadId: number | null;
  createTime: string;
  updateTime: string;
}

export type BadgeTemplateRow = Selectable<BadgeTemplatesTable>;
export type NewBadgeTemplate = Insertable<BadgeTemplatesTable>;
export type BadgeTemplateUpdate = Updateable<BadgeTemplatesTable>;
