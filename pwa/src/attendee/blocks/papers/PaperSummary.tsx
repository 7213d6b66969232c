import type { AcceptedPaperView } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { PaperBadges } from "#attendee/papers/PaperBadges";

/** An accepted paper as the form lists it: id, title, authors, and whether it is final and registered. */
export function PaperSummary({ paper, testId }: { paper: AcceptedPaperView; testId: string }) {
  const authors = [paper.authors, paper.authorsEn].filter(Boolean).join(" / ");
  return (
    <div className="att-paper" data-testid={testId}>
      <div className="att-paper-head">
        <span className="att-paper-id">
          <Trans>ID {paper.paperId}</Trans>
        </span>
        <PaperBadges isFinal={paper.isFinal} isRegistered={paper.isRegistered} testId={`${testId}-badges`} />
      </div>
      <div className="att-paper-title">{paper.title}</div>
      {authors && <div className="att-paper-authors">{authors}</div>}
    </div>
  );
}
