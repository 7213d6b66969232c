/**
 * The attendee pages' query parameters, read leniently: a value that does not fit is dropped, never refused,
 * so an old or hand-edited link still opens its page. Plain functions rather than zod: the route tree is in
 * every page's first download, and the first pages carry no schema library.
 */

/** A positive whole number, also written as text (`?register_id=12`); anything else is dropped. */
export function optionalId(value: unknown): number | undefined {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Text of at most `max` characters; anything else is dropped. */
export const optionalText =
  (max: number) =>
  (value: unknown): string | undefined =>
    typeof value === "string" && value.length <= max ? value : undefined;

/** The invitation code every attendee page carries along (`?invcode=VIP2027`). */
export const invcode = optionalText(200);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * preRegist's JSON hand-over (`?form={"participantTypeId":…}`): the router parses it to an object, older
 * links may carry it as JSON text. Read by `lib/handoff.ts`.
 */
export const optionalForm = (value: unknown): string | Record<string, unknown> | undefined =>
  isRecord(value) ? value : optionalText(2000)(value);

type Reader = (value: unknown) => unknown;

/**
 * A route's `validateSearch` from one reader per parameter (like a zod object of optional fields): each
 * parameter is read by its reader, and one without a value is left out, so links may omit it.
 */
export function searchOf<R extends Record<string, Reader>>(readers: R) {
  return (search: Record<string, unknown>): { [K in keyof R]?: Exclude<ReturnType<R[K]>, undefined> } => {
    const read: Record<string, unknown> = {};
    for (const [name, reader] of Object.entries(readers)) {
      const value = reader(search[name]);
      if (value !== undefined) read[name] = value;
    }
    return read as { [K in keyof R]?: Exclude<ReturnType<R[K]>, undefined> };
  };
}
