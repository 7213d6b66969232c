import {
  type AdminEditResult,
  AppError,
  normalizePaperId,
  type PaperInput,
  validationIds as v,
} from "@confreg/shared";
import type { AppDeps } from "#http/env";
import { liveRegistration } from "./admin-edit-form";
import { editRegistrationByAdmin } from "./admin-edit-registration";
import { loadEditForm } from "./registration-edit-form";

/**
 * The detail panel's papers (savePaper, deletePaper; spec 002 §5 "Paper addition"): a paper added to or
 * removed from a registration is an edit of it by the back office, so every paper rule (final, not
 * registered elsewhere, not listed twice, the type allows papers, the limit, 1..pageLimit pages), the
 * claim of the paper and the fee difference run in one transaction as for any edit. Removing a paper the
 * registration does not cover is refused at the paper's id.
 */
async function changePapers(
  deps: AppDeps,
  adminId: number,
  id: number,
  change: (papers: PaperInput[]) => PaperInput[],
): Promise<AdminEditResult> {
  const { form } = await loadEditForm(deps, await liveRegistration(deps, id));
  // Everything else as stored; the invoice, left out, stays as it is.
  const { invoice: _unchanged, ...stored } = form.input;
  const input = { ...stored, papers: change(stored.papers) };
  return editRegistrationByAdmin(
    deps,
    adminId,
    id,
    { ...input, keepIdNumber: false, keepPhone: false },
    { panelChange: true },
  );
}

export function addRegistrationPaper(deps: AppDeps, adminId: number, id: number, paper: PaperInput) {
  return changePapers(deps, adminId, id, (papers) => [...papers, paper]);
}

export function removeRegistrationPaper(deps: AppDeps, adminId: number, id: number, paperId: string) {
  const target = normalizePaperId(paperId);
  return changePapers(deps, adminId, id, (papers) => {
    if (!papers.some((p) => p.paperId === target)) {
      const issue = { path: "paperId", code: v.paperNotFound, params: { paperId } };
      throw new AppError("VALIDATION_FAILED", { fields: [issue] });
    }
    return papers.filter((p) => p.paperId !== target);
  });
}
