import type { InvoiceStatus, InvoiceType, PayStatus, PayType } from "@confreg/shared";
import type { ConferenceKit } from "#seed/conferences/kit";
import { between, hour, type SeedContext } from "#seed/context";
import type { Random } from "#seed/random";

/** Places left per workshop or room type; a place is taken only by a registration that is not deleted. */
export class Capacity {
  readonly #left = new Map<number, number>();

  constructor(limits: Iterable<[number, number | null]>) {
    for (const [id, limit] of limits) this.#left.set(id, limit ?? Number.POSITIVE_INFINITY);
  }

  available(ids: number[]): number[] {
    return ids.filter((id) => (this.#left.get(id) ?? 0) > 0);
  }

  /** A place taken at registration (a registration deleted later held it until then). */
  take(id: number): void {
    const left = this.#left.get(id) ?? 0;
    if (left <= 0) throw new Error("demo seed: capacity exceeded");
    this.#left.set(id, left - 1);
  }
}

export type StatusWeights = readonly (readonly [PayStatus, number])[];

/**
 * How far a registrant's payment story goes, whether they pay again after a refund, and whether they try to
 * delete the registration at the end (the product refuses that once anything is paid).
 */
export function drawStatus(random: Random, weights: StatusWeights) {
  return { status: random.weighted(weights), repaid: random.chance(0.03), deleted: random.chance(0.1) };
}

/** How far a registrant's invoice story goes once the fee is paid. */
export function drawInvoiceStatus(random: Random): InvoiceStatus {
  return random.weighted<InvoiceStatus>([
    [0, 28],
    [1, 18],
    [3, 4],
    [2, 36],
    [-1, 4],
    [-2, 10],
  ]);
}

export function drawInvoiceType(random: Random, weights: readonly (readonly [InvoiceType, number])[]) {
  return random.weighted(weights);
}

export function drawPayType(random: Random, weights: readonly (readonly [PayType, number])[]) {
  return random.weighted(weights);
}

/** When someone registered: while the conference was open, and at least an hour ago. */
export function drawCreateTime(ctx: SeedContext, kit: ConferenceKit): number {
  const begin = Date.parse(kit.conference.beginTime);
  const end = Math.min(Date.parse(kit.conference.endTime), ctx.now.getTime() - hour);
  return between(ctx.random, begin, end);
}

/** Workshops within the conference's low..high bounds, only where places are left. */
export function drawWorkshops(
  ctx: SeedContext,
  kit: ConferenceKit,
  capacity: Capacity,
  workshopOnly: boolean,
): number[] {
  const none = kit.workshops.find((w) => w.isNoneOption === 1);
  const real = kit.workshops.filter((w) => w.isNoneOption === 0).map((w) => w.id);
  const wanted =
    workshopOnly || ctx.random.chance(0.65) ? ctx.random.int(1, Math.max(1, kit.settings.workshopHigh)) : 0;
  const chosen = ctx.random.shuffle(capacity.available(real)).slice(0, wanted);
  if (chosen.length === 0 && none && !workshopOnly) chosen.push(none.id);
  for (const id of chosen) capacity.take(id);
  return chosen;
}
