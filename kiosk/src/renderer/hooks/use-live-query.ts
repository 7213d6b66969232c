import { liveQuery } from "dexie";
import { useEffect, useState } from "react";

export type Live<T> = { loaded: false } | { loaded: true; value: T };

/**
 * The result of a Dexie query, kept current as the database changes (sync writes, un-enrol). `query` must be
 * stable (module-level or memoised), or the subscription restarts on every render. `initial`, when given, is
 * the query's answer as the caller already read it: loaded from the first render, before the subscription's
 * own first answer (a T that may be undefined cannot be given so).
 */
export function useLiveQuery<T>(query: () => Promise<T>, initial?: T): Live<T> {
  const [state, setState] = useState<Live<T>>(() =>
    initial === undefined ? { loaded: false } : { loaded: true, value: initial },
  );
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (value) => setState({ loaded: true, value }),
      error: (error: unknown) => console.error("Local database query failed", error),
    });
    return () => subscription.unsubscribe();
  }, [query]);
  return state;
}
