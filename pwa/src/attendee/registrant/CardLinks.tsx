import type { CardImage, Locale } from "@confreg/shared";
import { pickText } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { ImageViewer } from "antd-mobile";
import { useState } from "react";
import type { LoadedConference } from "#attendee/queries/conference";
import "./registrant.css";

type Props = {
  cards: { studentCard: CardImage | null; otherMemberCard: CardImage | null };
  conference: LoadedConference;
  locale: Locale;
  testId: string;
};

/** The student card's label: the conference's own (DOMAIN.md §2 `studentCardLabel`), else "Student card". */
export function useStudentCardLabel(conference: LoadedConference, locale: Locale): string {
  const { t } = useLingui();
  const own = conference.settings.studentCardLabel;
  return (own && pickText(own, locale)) || t`Student card`;
}

/** Links to a registration's card images (registerList, registerDetail), each opening the image viewer. */
export function CardLinks({ cards, conference, locale, testId }: Props) {
  const studentLabel = useStudentCardLabel(conference, locale);
  const [open, setOpen] = useState<string | null>(null);
  const links = [
    { key: "studentCard", card: cards.studentCard, label: studentLabel },
    { key: "otherMemberCard", card: cards.otherMemberCard, label: <Trans>Other member card</Trans> },
  ].filter((link) => link.card !== null);
  if (links.length === 0) return null;
  return (
    <div className="att-card-links" data-testid={testId}>
      {links.map(({ key, card, label }) => (
        <span key={key}>
          <button
            type="button"
            className="att-link"
            onClick={() => setOpen(card?.url ?? null)}
            data-testid={`${testId}-${key}`}
          >
            {label}
          </button>
        </span>
      ))}
      <ImageViewer image={open ?? ""} visible={open !== null} onClose={() => setOpen(null)} />
    </div>
  );
}
