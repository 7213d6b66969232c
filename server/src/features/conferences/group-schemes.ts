import { type AdminAccount, AppError, type GroupSchemeRecord, type groupSchemeInput } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "#db/schema";
import { transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { writeAudit } from "#lib/audit/write-audit";
import { requireConference } from "./conferences.service";

type Input = z.output<typeof groupSchemeInput>;
/** The factor is kept exactly, in basis points (group-schemes table): 0.9 is 9000. */
const toBp = (discount: number) => Math.round(discount * 10_000);

/** managerGroupSheme: the conference's live schemes with how many groups each has, newest first. */
export async function listGroupSchemes(
  db: Kysely<Database>,
  conferenceId: number,
): Promise<GroupSchemeRecord[]> {
  await requireConference(db, conferenceId);
  const rows = await db
    .selectFrom("groupSchemes")
    .select((eb) => [
      "id",
      "conferenceId",
      "groupType",
      "minNumber",
      "maxNumber",
      "discountBp",
      "createTime",
      eb
        .selectFrom("groups")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("groups.schemeId", "=", "groupSchemes.id")
        .as("groups"),
    ])
    .where("conferenceId", "=", conferenceId)
    .where("isDeleted", "=", 0)
    .orderBy("createTime", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(({ discountBp, groups, ...row }) => ({
    ...row,
    discount: discountBp / 10_000,
    groups: Number(groups ?? 0),
  }));
}

const actor = (account: AdminAccount) => ({ kind: "admin" as const, id: account.id });

/** group/create: a new scheme (type 0 or 1, head counts, discount factor). */
export function createGroupScheme(deps: AppDeps, account: AdminAccount, conferenceId: number, input: Input) {
  return transact(
    deps.db,
    async (tx) => {
      await requireConference(tx.db, conferenceId);
      const row = await tx.db
        .insertInto("groupSchemes")
        .values({
          conferenceId,
          groupType: input.groupType as 0 | 1,
          minNumber: input.minNumber,
          maxNumber: input.maxNumber,
          discountBp: toBp(input.discount),
          createTime: tx.now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await writeAudit(tx, {
        action: "groupScheme.create",
        actor: actor(account),
        entityId: row.id,
        conferenceId,
        data: { minNumber: input.minNumber, maxNumber: input.maxNumber, discountBp: toBp(input.discount) },
      });
      return row.id;
    },
    { at: deps.now() },
  );
}

/**
 * deleteGroupScheme: a scheme no group uses is deleted (softly); one with groups is refused (spec 002
 * §8: 此优惠方案已有组团，不能删除！). The scheme's row is written first, so a group formed at the same
 * moment is counted.
 */
export function deleteGroupScheme(
  deps: AppDeps,
  account: AdminAccount,
  conferenceId: number,
  schemeId: number,
) {
  return transact(
    deps.db,
    async (tx) => {
      const result = await tx.db
        .updateTable("groupSchemes")
        .set({ isDeleted: 1 })
        .where("id", "=", schemeId)
        .where("conferenceId", "=", conferenceId)
        .where("isDeleted", "=", 0)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError("NOT_FOUND");
      const groups = await tx.db
        .selectFrom("groups")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("schemeId", "=", schemeId)
        .executeTakeFirstOrThrow();
      if (Number(groups.n) > 0) throw new AppError("SCHEME_IN_USE", { groups: Number(groups.n) });
      await writeAudit(tx, {
        action: "groupScheme.delete",
        actor: actor(account),
        entityId: schemeId,
        conferenceId,
      });
    },
    { at: deps.now() },
  );
}
