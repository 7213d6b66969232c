/** Whether a database error is a unique-constraint violation (Postgres 23505, SQLite's UNIQUE constraint). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = String((error as { code?: unknown }).code ?? "");
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}
