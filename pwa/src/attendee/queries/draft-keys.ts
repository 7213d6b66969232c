// The drafts' cache keys, apart from drafts.ts so that signing in and out forget drafts without loading
// the drafts' IndexedDB store (Dexie) on the login page.
export const draftKeys = {
  all: ["draft"] as const,
  detail: (accountId: number, conferenceId: number) => [...draftKeys.all, accountId, conferenceId] as const,
};
