import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { TestApp, TestClient } from "./app";

/**
 * A new attendee, signed up and so signed in, in a browser of its own: a fresh e-mail address unless one is
 * given, the answers in `lang` when given.
 */
export async function signedUpAttendee(
  app: TestApp,
  options: { login?: string; lang?: string } = {},
): Promise<TestClient> {
  const client = app.client(options.lang ? { "accept-language": options.lang } : undefined);
  const login = options.login ?? `attendee-${randomBytes(6).toString("hex")}@example.com`;
  const res = await client.post("/api/auth/signup", { login, password: "long-enough" });
  expect(res.status).toBe(201);
  return client;
}
