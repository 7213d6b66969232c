import { enumValues, type Labels, type ValueOf } from "../enums/define";

/**
 * How hard a conference's kiosks make an ID number's look-up hash (kiosk/README.md, "ID numbers on a
 * kiosk"): each scan costs one scrypt evaluation, and so does every guess of someone holding a copy of a
 * kiosk's database. Strong: 16 MiB per evaluation; fast: 4 MiB, about four times quicker for both.
 */
export const KioskLookupCost = { strong: "strong", fast: "fast" } as const;
export type KioskLookupCost = ValueOf<typeof KioskLookupCost>;
export const kioskLookupCostValues = enumValues(KioskLookupCost);

/** scrypt's parameters (RFC 7914) for each choice; memory is 128 · N · r bytes. */
export const kioskLookupScrypt: Record<KioskLookupCost, { N: number; r: number; p: number; dkLen: number }> =
  {
    strong: { N: 2 ** 14, r: 8, p: 1, dkLen: 32 },
    fast: { N: 2 ** 12, r: 8, p: 1, dkLen: 32 },
  };

export const kioskLookupCostLabels: Labels<KioskLookupCost> = {
  strong: /*i18n*/ {
    id: "kioskLookupCost.strong",
    message: "Strong: 16 MiB per ID look-up (about 60–110 ms per scan on a kiosk)",
  },
  fast: /*i18n*/ {
    id: "kioskLookupCost.fast",
    message: "Fast: 4 MiB per ID look-up (about 15–30 ms per scan; guessing is four times cheaper too)",
  },
};
