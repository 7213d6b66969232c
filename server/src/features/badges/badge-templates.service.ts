import {
  Actor,
  AppError,
  type BadgeTemplate,
  type badgeTemplateInput,
  UploadKind,
  validationIds as v,
} from "@confreg/shared";
import type { z } from "zod";
import { type Tx, transact } from "#db/transact";
import { isConferenceUpload } from "#features/uploads";
import type { AppDeps } from "#http/env";
import { writeAudit } from "#lib/audit/write-audit";
import {
  clearOtherDefaults,
  deleteTemplate,
  findTemplate,
  insertTemplate,
  toBadgeTemplate,
  updateTemplate,
} from "./badge-templates.repo";

type Input = z.output<typeof badgeTemplateInput>;
type Editor = { adminId: number; conferenceId: number };

const invalid = (path: string, code: string = v.invalid) =>
  new AppError("VALIDATION_FAILED", { fields: [{ path, code }] });

/**
 * What the layout alone cannot check: the participant types are the conference's own, and the logo is
 * a badge logo uploaded for this conference.
 */
async function assertReferences(tx: Tx, conferenceId: number, input: Input): Promise<void> {
  if (input.participantTypeIds.length > 0) {
    const own = await tx.db
      .selectFrom("participantTypes")
      .select("id")
      .where("conferenceId", "=", conferenceId)
      .where("id", "in", input.participantTypeIds)
      .where("isDeleted", "=", 0)
      .execute();
    const known = new Set(own.map((row) => row.id));
    const index = input.participantTypeIds.findIndex((id) => !known.has(id));
    if (index >= 0) throw invalid(`participantTypeIds.${index}`, v.participantTypeUnavailable);
  }
  if (input.logoUploadId !== null) {
    const logo = { uploadId: input.logoUploadId, kind: UploadKind.badgeLogo, conferenceId };
    if (!(await isConferenceUpload(tx.db, logo))) throw invalid("logoUploadId");
  }
}

const columnsOf = (input: Input) => ({
  name: input.name,
  layout: JSON.stringify(input.layout),
  participantTypeIds: JSON.stringify([...new Set(input.participantTypeIds)]),
  printTypes: JSON.stringify([...new Set(input.printTypes)]),
  isDefault: input.isDefault ? 1 : 0,
  logoUploadId: input.logoUploadId,
});

/** A new template of the conference; made the default, it takes over from the one before. */
export function createTemplate(deps: AppDeps, actor: Editor, input: Input): Promise<BadgeTemplate> {
  return transact(
    deps.db,
    async (tx) => {
      await assertReferences(tx, actor.conferenceId, input);
      const row = await insertTemplate(tx.db, {
        conferenceId: actor.conferenceId,
        ...columnsOf(input),
        createTime: tx.now,
        updateTime: tx.now,
      });
      if (input.isDefault) await clearOtherDefaults(tx.db, actor.conferenceId, row.id);
      await writeAudit(tx, {
        action: "badgeTemplate.create",
        actor: { kind: Actor.admin, id: actor.adminId },
        entityId: row.id,
        conferenceId: actor.conferenceId,
        data: { isDefault: input.isDefault },
      });
      return toBadgeTemplate(row);
    },
    { at: deps.now() },
  );
}

export function changeTemplate(
  deps: AppDeps,
  actor: Editor,
  id: number,
  input: Input,
): Promise<BadgeTemplate> {
  return transact(
    deps.db,
    async (tx) => {
      if (!(await findTemplate(tx.db, actor.conferenceId, id)))
        throw new AppError("BADGE_TEMPLATE_NOT_FOUND");
      await assertReferences(tx, actor.conferenceId, input);
      const row = await updateTemplate(tx.db, id, { ...columnsOf(input), updateTime: tx.now });
      if (input.isDefault) await clearOtherDefaults(tx.db, actor.conferenceId, row.id);
      await writeAudit(tx, {
        action: "badgeTemplate.update",
        actor: { kind: Actor.admin, id: actor.adminId },
        entityId: row.id,
        conferenceId: actor.conferenceId,
        data: { isDefault: input.isDefault },
      });
      return toBadgeTemplate(row);
    },
    { at: deps.now() },
  );
}

/** Deletes a template; badges it printed stay logged (the log names registrations, not templates). */
export function removeTemplate(deps: AppDeps, actor: Editor, id: number): Promise<void> {
  return transact(
    deps.db,
    async (tx) => {
      const row = await findTemplate(tx.db, actor.conferenceId, id);
      if (!row) throw new AppError("BADGE_TEMPLATE_NOT_FOUND");
      await deleteTemplate(tx.db, id);
      await writeAudit(tx, {
        action: "badgeTemplate.delete",
        actor: { kind: Actor.admin, id: actor.adminId },
        entityId: id,
        conferenceId: actor.conferenceId,
        data: { name: row.name },
      });
    },
    { at: deps.now() },
  );
}
