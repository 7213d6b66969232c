import type {
  Conference,
  FeeInput,
  FeeResult,
  FieldIssue,
  ParticipantType,
  PayType,
  RegistrationData,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Tx } from "#db/transact";
import type { ConferenceContext } from "#features/conferences";
import type { PaperClaimant } from "#features/papers";
import type { ActorRef } from "#lib/audit/write-audit";

/** What a block's check reads: the conference, the submitted registration, and the database. */
export type BlockCheckContext = {
  db: Kysely<Database>;
  context: ConferenceContext;
  input: RegistrationData;
  /** The chosen type; null when it is unknown (the registration rules report that already). */
  type: ParticipantType | null;
  payType: PayType;
  /** When the registration is made (deadlines such as the paper deadline are judged against it). */
  at: Date;
  /** The registration being edited (what it holds is its own, not taken by another); null for a new one. */
  registrationId: number | null;
  /**
   * The signed-in attendee who submits, as the papers block asks them for other people's PINs
   * (`isPinpaper`); null when staff or the demo seed register (they need none).
   */
  attendee: PaperClaimant | null;
};

/** What a block adds to the fee's input (DOMAIN.md §3). */
export type FeeFacts = Pick<FeeInput, "paperPages" | "groupDiscount">;

/** Choices the caller of `registerIn` makes for the blocks. */
export type RegisterOptions = {
  /** A new group's code; random by default, the demo seed passes its seeded generator. */
  groupCode?: () => string;
};

/** Where a block writes: the new (or edited) registration, in the caller's unit of work. */
export type BlockTarget = {
  registrationId: number;
  conference: Conference;
  actor: ActorRef;
  options: RegisterOptions;
};

/**
 * One optional block of the form (papers, hotel, extras, invoice, group). `check` applies the shared rules
 * with what it reads and returns the plan its `write` carries out (null: nothing to write). `write` runs
 * in the unit of work after the registration row exists and takes what is contested (a paper, a room, a
 * group place) under lock, throwing the AppError that fails the whole registration when it lost.
 */
export type RegistrationBlock<Plan> = {
  name: string;
  check(ctx: BlockCheckContext): Promise<{ issues: FieldIssue[]; plan: Plan | null }>;
  feeFacts?(plan: Plan): FeeFacts;
  /** Rules that need the priced total (the invoice cap), after every block's fee facts are in. */
  checkTotal?(plan: Plan, fee: FeeResult): FieldIssue[];
  write(tx: Tx, plan: Plan, target: BlockTarget): Promise<void>;
  /** Gives back what the block took when its registration is deleted. */
  release?(tx: Tx, registrationId: number): Promise<void>;
  /**
   * Replaces what an edited registration holds with the plan (null: none), taking what is contested under
   * lock like `write`. Without it: `release`, then `write`.
   */
  update?(tx: Tx, plan: Plan | null, target: BlockTarget): Promise<void>;
  /** The block's part of the registration's input as stored (the edit form starts from it). */
  load?(
    db: Kysely<Database>,
    registrationId: number,
    context: ConferenceContext,
  ): Promise<Partial<RegistrationData>>;
};

/** A block's check result with its plan bound: what `checkRegistrationInput` hands to `registerIn`. */
export type CheckedBlock = {
  name: string;
  issues: FieldIssue[];
  fee: FeeFacts;
  checkTotal(fee: FeeResult): FieldIssue[];
  write(tx: Tx, target: BlockTarget): Promise<void>;
  update(tx: Tx, target: BlockTarget): Promise<void>;
};

/** A block as the block table holds it: its plan type hidden behind the bound functions. */
export type Block = {
  name: string;
  check(ctx: BlockCheckContext): Promise<CheckedBlock>;
  release(tx: Tx, registrationId: number): Promise<void>;
  load(
    db: Kysely<Database>,
    registrationId: number,
    context: ConferenceContext,
  ): Promise<Partial<RegistrationData>>;
};

export function defineBlock<Plan>(block: RegistrationBlock<Plan>): Block {
  return {
    name: block.name,
    async check(ctx) {
      const { issues, plan } = await block.check(ctx);
      return {
        name: block.name,
        issues,
        fee: plan !== null && block.feeFacts ? block.feeFacts(plan) : {},
        checkTotal: (fee) => (plan !== null && block.checkTotal ? block.checkTotal(plan, fee) : []),
        write: async (tx, target) => {
          if (plan !== null) await block.write(tx, plan, target);
        },
        update: async (tx, target) => {
          if (block.update) return block.update(tx, plan, target);
          await block.release?.(tx, target.registrationId);
          if (plan !== null) await block.write(tx, plan, target);
        },
      };
    },
    release: async (tx, registrationId) => {
      await block.release?.(tx, registrationId);
    },
    load: async (db, registrationId, context) => (block.load ? block.load(db, registrationId, context) : {}),
  };
}
