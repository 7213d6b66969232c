import { liveQuery, type Subscription } from "dexie";
import { useEffect, useState } from "react";
import { afterNextPaint } from "./after-paint";

export type Live<T> = { loaded: false } | { loaded: true; value: T };

/**
 * The result of a Dexie query, kept current as the database changes (sync writes, un-enrol). `query` must be
 * stable (module-level or memoised), or the subscription restarts on every render. `initial`, when given, is
 * the query's answer as the caller already read it: loaded from the first render, and the subscription waits
 * for that first paint (it reads afresh when it starts, so no change is missed; a T that may be undefined
 * cannot be given so).
 */
export function useLiveQuery<T>(query: () => Promise<T>, initial?: T): Live<T> {
  const [state, setState] = useState<Live<T>>(() =>
    initial === undefined ? { loaded: false } : { loaded: true, value: initial },
  );
  const [afterPaint] = useState(initial !== undefined);
  useEffect(() => {
    let subscription: Subscription | undefined;
    const start = () => {
      subscription = liveQuery(query).subscribe({
        next: (value) => setState({ loaded: true, value }),
        error: (error: unknown) => console.error("Local database query failed", error),
      });
    };
    const cancel = afterPaint ? afterNextPaint(start) : start();
    return () => {
      cancel?.();
      subscription?.unsubscribe();
    };
  }, [query, afterPaint]);
  return state;
}
