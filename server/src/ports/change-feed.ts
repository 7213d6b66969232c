/**
 * "Something changed" for kiosks (DOMAIN.md §8): whenever a unit of work that changed registrations of a
 * conference commits, in this process or (Postgres) any other on the same database, the conference's
 * subscribers get its new change cursor and pull.
 */
export type ChangeFeed = {
  /** Calls `listener` with the conference's cursor after each change; returns the way to stop. */
  subscribe(conferenceId: number, listener: (cursor: number) => void): () => void;
  /** Aborted when the feed closes (the server stops): open streams end. */
  readonly closed: AbortSignal;
  close(): Promise<void>;
};
