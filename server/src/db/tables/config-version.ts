import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * One row (id 1): moves whenever a conference's rules change (triggers, migration 0012); servers compare
 * it with the value their cached conference contexts were read at. Never written by the application.
 */
export interface ConfigVersionTable {
  id: Generated<number>;
  value: number;
}

export type ConfigVersionRow = Selectable<ConfigVersionTable>;
export type NewConfigVersion = Insertable<ConfigVersionTable>;
export type ConfigVersionUpdate = Updateable<ConfigVersionTable>;
