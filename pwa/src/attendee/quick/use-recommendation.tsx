import { pickText, type Recommendation } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSignedInArea } from "#attendee/attendee-context";
import { blockKeys } from "#attendee/blocks/index";
import type { DraftValues } from "#attendee/lib/draft-db";
import { useLocale } from "#attendee/lib/locale";
import { draftQuery, useSaveDraft } from "#attendee/queries/drafts";
import { recommendationQuery } from "./queries";

/** What Confirm fills in on preRegist: the type (when this conference has it) and the workshops. */
export type RecommendedChoice = { participantTypeId: number | null; workshopIds: number[] };

const hasProposal = (r: Recommendation) =>
  r.participantTypeId !== null || r.workshops.length > 0 || r.invoice !== null;

/**
 * The recommended-registration popup (spec 000 §2, spec 001 §7 getRecommendRegister): when the account has
 * registered before and this draft has not answered it yet, it proposes the earlier choices with Cancel and
 * Confirm. Confirm fills the type and workshops here and keeps the invoice details for the form; either
 * answer is remembered in the draft as the spec's isRecommend (1 declined, 2 loaded) and sent with it.
 */
export function useRecommendationPopup(enabled: boolean, apply: (choice: RecommendedChoice) => void) {
  const { t } = useLingui();
  const locale = useLocale();
  const { conference, account } = useSignedInArea();
  const draft = useQuery(draftQuery(account.id, conference.id));
  const answered = (draft.data?.values.isRecommend ?? 0) !== 0;
  const wanted = enabled && draft.isSuccess && !answered;
  const recommended = useQuery({ ...recommendationQuery(account.id, conference.id), enabled: wanted });
  const saveDraft = useSaveDraft(account.id, conference.id);
  const shown = useRef(false);
  const applyRef = useRef(apply);
  applyRef.current = apply;

  const recommendation = recommended.data?.recommendation ?? null;
  useEffect(() => {
    if (!wanted || shown.current || !recommendation || !hasProposal(recommendation)) return;
    shown.current = true;
    const values = draft.data?.values ?? {};
    const type = conference.participantTypes.find((c) => c.id === recommendation.participantTypeId);
    const workshopTitle = pickText(conference.settings.workshopTitle, locale);
    const conferenceTitle = pickText(recommendation.conferenceTitle, locale);
    const typeTitle = type ? pickText(type.title, locale) : "";
    const workshopNames = recommendation.workshops.map((w) => pickText(w.title, locale)).join(", ");
    const invoiceTitle = recommendation.invoice?.invoiceTitle || t`as before`;
    const lines = [
      t`Use the choices of your registration for ${conferenceTitle}?`,
      ...(type ? [t`Participant type: ${typeTitle}`] : []),
      ...(workshopNames ? [`${workshopTitle}: ${workshopNames}`] : []),
      ...(recommendation.invoice ? [t`Invoice details: ${invoiceTitle}`] : []),
    ];
    void import("#attendee/components/on-demand")
      .then(({ Dialog }) =>
        Dialog.confirm({
          title: t`Recommended registration`,
          content: (
            <div data-testid="recommend-dialog" data-type-id={type?.id ?? ""}>
              {lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          ),
          cancelText: t`Cancel`,
          confirmText: t`Confirm`,
        }),
      )
      .then(async (confirmed) => {
        if (confirmed) {
          applyRef.current({
            participantTypeId: type?.id ?? null,
            workshopIds: recommendation.workshops.map((w) => w.id),
          });
        }
        // The invoice details wait in the draft for newRegist's invoice block.
        const invoice =
          confirmed && recommendation.invoice && (blockKeys as readonly string[]).includes("invoice")
            ? { invoice: recommendation.invoice }
            : {};
        await saveDraft({
          values: { ...values, ...invoice, isRecommend: confirmed ? 2 : 1 } as DraftValues,
        });
      })
      .catch(() => undefined);
  }, [wanted, recommendation, draft.data, conference, locale, saveDraft, t]);
}
