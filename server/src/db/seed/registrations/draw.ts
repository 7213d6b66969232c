import type { InvoiceStatus, InvoiceType, PayStatus, PayType } from "@confreg/shared";
import type { ConferenceKit } from "#db/seed/conferences/kit";
import { between, hour, type SeedContext } from "#db/seed/context";
import type { Random } from "#db/seed/random";
import type { RegistrationPlan } from "./plan";

/** Places left per workshop or room type; a place is taken only by a registration that is not deleted. */
export class Capacity {
  readonly #left = new Map<number, number>();

  constructor(limits: Iterable<[number, number | null]>) {
    for (const [id, limit] of limits) this.#left.set(id, limit ?? Number.POSITIVE_INFINITY);
  }

  available(ids: number[]): number[] {
    return ids.filter((id) => (this.#left.get(id) ?? 0) > 0);
  }

  take(id: number): void {
    const left = this.#left.get(id) ?? 0;
    if (left <= 0) throw new Error("demo seed: capacity exceeded");
    this.#left.set(id, left - 1);
  }
}

export type StatusWeights = readonly (readonly [PayStatus, number])[];

/** Payment status and what may go with it: repaid after a refund, deleted (only while 0 or -2). */
export function drawStatus(random: Random, weights: StatusWeights) {
  const status = random.weighted(weights);
  return {
    status,
    repaid: status === 2 && random.chance(0.04),
    deleted: (status === 0 || status === -2) && random.chance(0.25),
  };
}

/** The invoice status a paid (or refunded) line's invoice has reached. */
export function drawInvoiceStatus(random: Random, status: PayStatus): InvoiceStatus {
  if (status === 2)
    return random.weighted<InvoiceStatus>([
      [0, 25],
      [1, 20],
      [3, 5],
      [2, 45],
      [-1, 5],
    ]);
  if (status === -1 || status === -3 || status === -2 || status === -4) return random.chance(0.4) ? -2 : 0;
  return 0;
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
  plan: Pick<RegistrationPlan, "deleted">,
  workshopOnly: boolean,
): number[] {
  const none = kit.workshops.find((w) => w.isNoneOption === 1);
  const real = kit.workshops.filter((w) => w.isNoneOption === 0).map((w) => w.id);
  const wanted =
    workshopOnly || ctx.random.chance(0.65) ? ctx.random.int(1, Math.max(1, kit.settings.workshopHigh)) : 0;
  const chosen = ctx.random.shuffle(capacity.available(real)).slice(0, wanted);
  if (chosen.length === 0 && none && !workshopOnly) chosen.push(none.id);
  if (!plan.deleted) for (const id of chosen) capacity.take(id);
  return chosen;
}
