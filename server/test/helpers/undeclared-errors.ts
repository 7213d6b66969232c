import type { UndeclaredError } from "#http/declared-errors";

/**
 * Error answers whose code their route did not declare, from every test app of this worker: the setup file
 * (declared-errors-setup.ts) fails the test that caused one.
 */
const found: UndeclaredError[] = [];

export const collectUndeclaredError = (error: UndeclaredError) => {
  found.push(error);
};

/** What was collected since the last call, emptied. */
export const takeUndeclaredErrors = (): UndeclaredError[] => found.splice(0);
