import { randomBytes } from "node:crypto";
import { Pii } from "#crypto/pii";

/** A PII service with a throw-away key, for tests that store ID numbers. */
export function testPii(): Pii {
  return new Pii(randomBytes(32));
}
