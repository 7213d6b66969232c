import type { Locator } from "playwright-core";
import { expect } from "vitest";

/** Web-first assertions: retried until the page settles or the timeout passes. */
const retry = { timeout: 15_000, interval: 100 };

/** The text of the first match, or "" while there is none (never waits on its own). */
export async function textOf(locator: Locator): Promise<string> {
  return (await locator.count()) > 0 ? locator.first().innerText() : "";
}

export async function expectText(locator: Locator, expected: string | RegExp, timeout = retry.timeout) {
  const poll = expect.poll(() => textOf(locator), { ...retry, timeout });
  await (typeof expected === "string" ? poll.toContain(expected) : poll.toMatch(expected));
}

export async function expectExactText(locator: Locator, expected: string) {
  await expect.poll(async () => (await textOf(locator)).trim(), retry).toBe(expected);
}

export async function expectNoText(locator: Locator, unexpected: string) {
  await locator.first().waitFor({ state: "visible", timeout: retry.timeout });
  expect(await textOf(locator)).not.toContain(unexpected);
}

export async function expectCount(locator: Locator, count: number, timeout = retry.timeout) {
  await expect.poll(() => locator.count(), { ...retry, timeout }).toBe(count);
}

export async function expectAttribute(locator: Locator, name: string, value: string) {
  await expect
    .poll(async () => ((await locator.count()) > 0 ? locator.first().getAttribute(name) : null), retry)
    .toBe(value);
}
