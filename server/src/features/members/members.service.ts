import {
  type AdminAccount,
  AppError,
  type ImportResult,
  type MemberInput,
  type MemberRow,
  type memberInput,
} from "@confreg/shared";
import type { z } from "zod";
import type { Tx } from "#db/transact";
import { transactUnique } from "#db/transact-unique";
import type { AppDeps } from "#http/env";
import { writeAudit } from "#lib/audit/write-audit";
import { findMember, toMemberRow } from "./members.repo";

type Input = z.output<typeof memberInput>;

const actorOf = (admin: AdminAccount) => ({ kind: "admin" as const, id: admin.id });

const inTransaction = <T>(deps: AppDeps, work: (tx: Tx) => Promise<T>) =>
  transactUnique(deps, "MEMBER_NO_TAKEN", work);

const fieldsOf = (input: Input) => ({
  kind: input.kind,
  name: input.name,
  memberNo: input.memberNo,
  unit: input.unit,
  gender: input.gender,
  job: input.job,
  email: input.email,
  valid: input.valid ? 1 : 0,
  ...(input.phone === undefined ? {} : { phone: input.phone }),
});

async function saved(deps: AppDeps, id: number): Promise<MemberRow> {
  const row = await findMember(deps.db, id);
  if (!row) throw new AppError("MEMBER_NOT_FOUND");
  return toMemberRow(row);
}

export async function createMember(deps: AppDeps, admin: AdminAccount, input: Input): Promise<MemberRow> {
  const id = await inTransaction(deps, async (tx) => {
    const row = await tx.db
      .insertInto("members")
      .values({ ...fieldsOf(input), createTime: tx.now, updateTime: tx.now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeAudit(tx, {
      action: "member.create",
      actor: actorOf(admin),
      entityId: row.id,
      conferenceId: null,
      data: { kind: input.kind },
    });
    return row.id;
  });
  return saved(deps, id);
}

export async function updateMember(
  deps: AppDeps,
  admin: AdminAccount,
  id: number,
  input: Input,
): Promise<MemberRow> {
  await inTransaction(deps, async (tx) => {
    const before = await findMember(tx.db, id);
    if (!before) throw new AppError("MEMBER_NOT_FOUND");
    await tx.db
      .updateTable("members")
      .set({ ...fieldsOf(input), updateTime: tx.now })
      .where("id", "=", id)
      .execute();
    await writeAudit(tx, {
      action: "member.update",
      actor: actorOf(admin),
      entityId: id,
      conferenceId: null,
      data: { kind: input.kind, memberNoChanged: before.memberNo !== input.memberNo },
    });
  });
  return saved(deps, id);
}

export async function deleteMember(deps: AppDeps, admin: AdminAccount, id: number): Promise<void> {
  await inTransaction(deps, async (tx) => {
    const before = await findMember(tx.db, id);
    if (!before) throw new AppError("MEMBER_NOT_FOUND");
    await tx.db.deleteFrom("members").where("id", "=", id).execute();
    await writeAudit(tx, {
      action: "member.delete",
      actor: actorOf(admin),
      entityId: id,
      conferenceId: null,
      data: { kind: before.kind },
    });
  });
}

/** Writes checked import rows in one transaction: an existing member number is updated, others added. */
export async function writeMemberImport(
  deps: AppDeps,
  admin: AdminAccount,
  sheet: {
    kind: MemberInput["kind"];
    rows: readonly Omit<Input, "kind">[];
    /** The columns the file has: an update changes only those. */
    present: readonly string[];
    existing: ReadonlyMap<string, number>;
  },
): Promise<ImportResult> {
  const { kind, rows, present, existing } = sheet;
  return inTransaction(deps, async (tx) => {
    let created = 0;
    for (const row of rows) {
      const fields = fieldsOf({ ...row, kind });
      const id = existing.get(row.memberNo);
      if (id === undefined) {
        await tx.db
          .insertInto("members")
          .values({ ...fields, createTime: tx.now, updateTime: tx.now })
          .execute();
        created += 1;
      } else {
        const changed = Object.fromEntries(Object.entries(fields).filter(([key]) => present.includes(key)));
        await tx.db
          .updateTable("members")
          .set({ ...changed, updateTime: tx.now })
          .where("id", "=", id)
          .execute();
      }
    }
    const result = { created, updated: rows.length - created };
    await writeAudit(tx, {
      action: "member.import",
      actor: actorOf(admin),
      entityId: null,
      conferenceId: null,
      data: { kind, ...result },
    });
    return result;
  });
}
