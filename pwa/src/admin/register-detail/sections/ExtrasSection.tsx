import { type AdminRegistrationDetail, extraAnswerText, mealTypeLabels } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { titleOf, useAdminLocale } from "#admin/format";
import { ItemList, type PanelItem } from "../ItemList";

/**
 * Extra information (spec 002 §3 "Extra info entry"): each question's answer as its type reads (text as
 * written, choices by their titles, "unknown" otherwise), then the named questions that were answered.
 */
export function ExtrasSection({ detail }: { detail: AdminRegistrationDetail }) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const separator = locale === "zh" ? "、" : ", ";
  const { answers, social, allergens, isVisit, paperIds, mealType } = detail.additional;
  const answered: PanelItem[] = answers.map((answer) => {
    const text = extraAnswerText(answer);
    return {
      label: titleOf(answer.title, locale),
      value:
        text.kind === "text"
          ? text.text
          : text.kind === "choices"
            ? text.titles.map((title) => titleOf(title, locale)).join(separator)
            : t`Unknown`,
      span: 2,
      testId: `panel-extra-${answer.itemId}`,
    };
  });
  const named: PanelItem[] = [
    ...(mealType ? [{ label: t`Meal`, value: i18n._(mealTypeLabels[mealType]) }] : []),
    ...(social ? [{ label: t`Social event`, value: social === "Yes" ? t`Yes` : t`No` }] : []),
    ...(allergens ? [{ label: t`Allergens`, value: allergens }] : []),
    ...(isVisit === null ? [] : [{ label: t`Visit`, value: isVisit ? t`Yes` : t`No` }]),
    ...(paperIds ? [{ label: t`Paper ids`, value: paperIds }] : []),
  ];
  const items = [...answered, ...named];
  return <ItemList items={items.length ? items : [{ label: t`Answers`, value: "", span: 2 }]} />;
}
