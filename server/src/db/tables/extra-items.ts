import type { ExtraItemType } from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Extra questions a conference asks (registerItemList); `options` is JSON of the shared extraItemOption. */
export interface ExtraItemsTable {
  id: Generated<number>;
  conferenceId: number;
  titleZh: string;
  titleEn: string;
  type: ExtraItemType;
  /** JSON array of { value, label: { zh, en } }. */
  options: Generated<string>;
  required: Generated<number>;
  sortOrder: Generated<number>;
  isDeleted: Generated<number>;
}

export type ExtraItemRow = Selectable<ExtraItemsTable>;
export type NewExtraItem = Insertable<ExtraItemsTable>;
export type ExtraItemUpdate = Updateable<ExtraItemsTable>;
