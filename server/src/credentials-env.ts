import type { z } from "zod";

/**
 * A provider's credentials from the environment (payment providers, tax platforms): null when none of
 * its variables is set (the provider is not configured); else the values its schema parses, or an Error
 * naming what is missing or wrong. Names and rules only in the message: the values are secrets.
 */
export function credentialsFromEnv<S extends z.ZodType>(
  provider: string,
  names: readonly string[],
  schema: S,
  env: Record<string, string | undefined>,
): z.output<S> | null {
  const given = Object.fromEntries(names.map((n) => [n, env[n]?.trim() || undefined]));
  if (Object.values(given).every((v) => v === undefined)) return null;
  const parsed = schema.safeParse(given);
  if (parsed.success) return parsed.data;
  const missing = parsed.error.issues.filter((i) => given[String(i.path[0])] === undefined);
  const invalid = parsed.error.issues.filter((i) => given[String(i.path[0])] !== undefined);
  const parts = [
    missing.length ? `missing ${missing.map((i) => i.path.join(".")).join(", ")}` : "",
    ...invalid.map((i) => `${i.path.join(".")}: ${i.message}`),
  ].filter(Boolean);
  throw new Error(`${provider} configuration: ${parts.join("; ")}`);
}
