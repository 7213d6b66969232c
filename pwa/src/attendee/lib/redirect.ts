/**
 * Where to go after signing in: the page the visitor was sent away from, when it is a page of this
 * conference's attendee area (never another site, never the login page itself).
 */
export function safeRedirect(redirect: string | undefined, conferenceId: number): string | null {
  if (!redirect) return null;
  const prefix = `/register/${conferenceId}/user/`;
  if (!redirect.startsWith(prefix) || redirect.startsWith(`${prefix}login`)) return null;
  return redirect;
}
