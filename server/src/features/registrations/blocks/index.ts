import type { FeeResult, FieldIssue, RegistrationData } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Tx } from "#db/transact";
import type { ConferenceContext } from "#features/conferences";
import { additionalBlock } from "./additional";
import { addressBlock } from "./address";
import type { Block, BlockCheckContext, BlockTarget, CheckedBlock, FeeFacts } from "./block";
import { extrasBlock } from "./extras";
import { groupBlock } from "./group";
import { hotelBlock } from "./hotel";
import { invoiceBlock } from "./invoice";
import { papersBlock } from "./papers";

export type { BlockCheckContext, CheckedBlock, RegisterOptions } from "./block";

/**
 * The optional blocks of a registration. The order is the order of their locks, after the account, the
 * identity and the workshops (registration-locks.ts): accepted papers by id, room nights by type and
 * night, the group. Deleting a registration releases them in the same order.
 */
export const registrationBlocks: readonly Block[] = [
  papersBlock,
  hotelBlock,
  extrasBlock,
  additionalBlock,
  addressBlock,
  invoiceBlock,
  groupBlock,
];

export function checkBlocks(ctx: BlockCheckContext): Promise<CheckedBlock[]> {
  return Promise.all(registrationBlocks.map((block) => block.check(ctx)));
}

export const blockIssues = (blocks: readonly CheckedBlock[]): FieldIssue[] => blocks.flatMap((b) => b.issues);

/** What the blocks add to the fee's input; no two blocks add the same fact. */
export function blockFeeFacts(blocks: readonly CheckedBlock[]): FeeFacts {
  return Object.assign({}, ...blocks.map((b) => b.fee));
}

export const blockTotalIssues = (blocks: readonly CheckedBlock[], fee: FeeResult): FieldIssue[] =>
  blocks.flatMap((b) => b.checkTotal(fee));

export async function writeBlocks(
  tx: Tx,
  blocks: readonly CheckedBlock[],
  target: BlockTarget,
): Promise<void> {
  for (const block of blocks) await block.write(tx, target);
}

/** An edit: each block replaces what the registration holds with its new plan, in the table's order. */
export async function updateBlocks(
  tx: Tx,
  blocks: readonly CheckedBlock[],
  target: BlockTarget,
): Promise<void> {
  for (const block of blocks) await block.update(tx, target);
}

/** The blocks' parts of a registration's input as stored (the edit form). */
export async function loadBlocks(
  db: Kysely<Database>,
  registrationId: number,
  context: ConferenceContext,
): Promise<Partial<RegistrationData>> {
  const parts = await Promise.all(registrationBlocks.map((block) => block.load(db, registrationId, context)));
  return Object.assign({}, ...parts);
}

export async function releaseBlocks(tx: Tx, registrationId: number): Promise<void> {
  for (const block of registrationBlocks) await block.release(tx, registrationId);
}
