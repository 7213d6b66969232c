import {
  type CheckInReason,
  checkInReasonValues,
  type IdType,
  idTypeValues,
  kioskRegistration,
  type PersonLevel,
  personLevelValues,
  syncPage,
} from "@confreg/shared";
import { z } from "zod";

/** A check-in reason this kiosk has no label for: a newer server's. Shown as "ask the registration desk". */
export const unknownReason = "unknown";

const known = <T extends string | number>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** An enum value the kiosk may not know yet: kept when known, else null; never a reason to drop a page. */
const tolerant = <T extends number>(values: readonly T[]) =>
  z.unknown().transform((value): T | null => (known(values, value) ? value : null));

/**
 * The registrations a kiosk keeps, read tolerantly: an old kiosk must not refuse a page because the
 * server learned a new check-in reason, level, document kind or currency. Unknown fields are dropped.
 */
export const kioskRow = kioskRegistration.extend({
  level: tolerant<PersonLevel>(personLevelValues),
  idType: tolerant<IdType>(idTypeValues),
  checkIn: z.object({
    eligible: z.boolean(),
    reason: z
      .string()
      .transform((reason): CheckInReason | typeof unknownReason =>
        known(checkInReasonValues, reason) ? reason : unknownReason,
      ),
  }),
  currency: z.string(),
});
export type KioskRow = z.infer<typeof kioskRow>;

/** A sync page of any version: the client checks the version before anything else reads it. */
export const kioskPage = syncPage.extend({
  version: z.number().int(),
  registrations: z.array(kioskRow),
});
export type KioskPage = z.infer<typeof kioskPage>;
