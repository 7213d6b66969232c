import { paperCodeKindOf, type RegistrationDetail } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSignedInArea } from "#attendee/attendee-context";
import { useLocale } from "#attendee/lib/locale";
import { paperCodeLabelText } from "./paper-code-label";
import "./papers.css";

/**
 * registerDetail's paper card (spec 000 §2 "paper info"): the papers the registration covers, their pages
 * and codes under the conference's label (`paperCodeLabel`), given once the fee is paid where the
 * conference hands codes out. Shown on paper conferences, or wherever the registration covers papers.
 */
export function RegistrationPapersCard({ registration }: { registration: RegistrationDetail }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { conference } = useSignedInArea();
  const { papers } = registration;
  if (!conference.settings.isPaper && papers.length === 0) return null;
  const codeLabel = paperCodeLabelText(conference.settings.paperCodeLabel, locale, i18n);
  const handsOutCodes = paperCodeKindOf(conference.settings) !== null;
  return (
    <section className="att-card" data-testid="detail-papers">
      <h2 className="att-card-title">
        <Trans>Papers</Trans>
      </h2>
      {papers.length === 0 ? (
        <p className="att-muted" data-testid="detail-papers-none">
          <Trans>None</Trans>
        </p>
      ) : (
        <ul className="att-paper-rows">
          {papers.map((paper) => (
            <li key={paper.paperId} className="att-paper-row" data-testid={`detail-paper-${paper.paperId}`}>
              <div className="att-paper-row-head">
                <span className="att-paper-row-id">
                  <Trans>ID {paper.paperId}</Trans>
                </span>
                <span
                  className="att-paper-row-meta"
                  data-testid={`detail-paper-${paper.paperId}-pages`}
                  data-pages={paper.pages}
                >
                  <Trans>{paper.pages} pages</Trans>
                </span>
              </div>
              <div className="att-paper-row-title">{paper.title}</div>
              {(paper.paperCode || handsOutCodes) && (
                <div className="att-paper-row-meta">
                  <span>
                    {codeLabel}:{" "}
                    {paper.paperCode ? (
                      <span className="att-paper-code" data-testid={`detail-paper-${paper.paperId}-code`}>
                        {paper.paperCode}
                      </span>
                    ) : (
                      <span data-testid={`detail-paper-${paper.paperId}-code-pending`}>
                        <Trans>given once the fee is paid</Trans>
                      </span>
                    )}
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
