import { AppError } from "@confreg/shared";
import type { Context } from "hono";
import type { AppEnv } from "#http/env";
import { sha256 } from "./tokens";

/**
 * The kiosk calling: `Authorization: Bearer <device token>`; a revoked device must enrol again. Only
 * handing in its queued events (`allowRevoked`) is still open to a revoked one: what it recorded before
 * happened.
 */
export async function requireDevice(c: Context<AppEnv>, options: { allowRevoked?: boolean } = {}) {
  const token = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) throw new AppError("UNAUTHENTICATED");
  const device = await c
    .get("deps")
    .db.selectFrom("kioskDevices")
    .selectAll()
    .where("tokenHash", "=", sha256(token))
    .executeTakeFirst();
  if (!device || (device.revokedTime !== null && !options.allowRevoked)) throw new AppError("DEVICE_REVOKED");
  return device;
}
