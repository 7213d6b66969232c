import type { Kysely } from "kysely";
import type { ConferenceCursors } from "./change-seq";
import type { Database } from "./schema";

/** Told, after a unit of work committed, which conferences' registrations it changed and their new cursors. */
export type CommitListener = (cursors: ConferenceCursors) => void;

const listeners = new WeakMap<Kysely<Database>, Set<CommitListener>>();

/**
 * Listens to the units of work committed on `db` that changed registrations (transact.ts), e.g. to push
 * "something changed" to kiosks. The listener runs after the commit, never inside a transaction, once per
 * unit of work; it must be quick and not throw (what it sends, it sends in the background). Returns the
 * way to stop listening.
 */
export function onCommittedChanges(db: Kysely<Database>, listener: CommitListener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** transact.ts, after a commit: tells the listeners of `db`. */
export function publishCommitted(db: Kysely<Database>, cursors: ConferenceCursors): void {
  if (cursors.size === 0) return;
  for (const listener of listeners.get(db) ?? []) listener(cursors);
}
