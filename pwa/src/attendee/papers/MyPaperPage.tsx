import type { MyPaper } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { useSignedInArea } from "#attendee/attendee-context";
import { ListPageHead } from "#attendee/components/ListPageHead";
import { Pager } from "#attendee/components/Pager";
import { PageEmpty, PageError, PageLoading } from "#attendee/components/PageState";
import { useLocale } from "#attendee/lib/locale";
import { myPapersQuery } from "#attendee/queries/papers";
import { PaperBadges } from "./PaperBadges";
import { paperCodeLabelText } from "./paper-code-label";
import "./papers.css";

const route = getRouteApi("/register/$conferenceId/user/mypaper");

/**
 * mypaper (spec 001 §2 "Paper list"): the attendee's accepted papers and the papers their registrations
 * cover, with the registered and final badges, pages and the paper code under the conference's label. A
 * paper one of their registrations covers opens that registration's detail.
 */
export function MyPaperPage() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { conference } = useSignedInArea();
  const { page = 1, invcode } = route.useSearch();
  const navigate = useNavigate();
  const list = useQuery({ ...myPapersQuery(conference.id, page), placeholderData: keepPreviousData });

  if (list.isError && !list.data) return <PageError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <PageLoading />;
  const { items, total, totalPages, paperCodeLabel } = list.data;
  const codeLabel = paperCodeLabelText(paperCodeLabel, locale, i18n);

  return (
    <div className="att-page" data-testid="mypaper">
      <ListPageHead title={<Trans>My papers</Trans>} total={total} testId="mypaper-total" />
      {items.length === 0 ? (
        <PageEmpty title={<Trans>No papers are listed under your account yet.</Trans>} />
      ) : (
        <section className="att-card">
          <ul className="att-paper-rows" data-testid="mypaper-list">
            {items.map((paper) => (
              <li key={paper.paperId} className="att-paper-row" data-testid={`mypaper-${paper.paperId}`}>
                {paper.registrationId === null ? (
                  <PaperRow paper={paper} codeLabel={codeLabel} />
                ) : (
                  <Link
                    to="/register/$conferenceId/user/registerDetail"
                    params={{ conferenceId: conference.id }}
                    search={{ register_id: paper.registrationId, invcode }}
                    className="att-paper-row-link"
                    data-testid={`mypaper-open-${paper.paperId}`}
                  >
                    <PaperRow paper={paper} codeLabel={codeLabel} />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Pager
        page={page}
        totalPages={totalPages}
        onChange={(next) => void navigate({ to: ".", search: (prev) => ({ ...prev, page: next }) })}
      />
    </div>
  );
}

function PaperRow({ paper, codeLabel }: { paper: MyPaper; codeLabel: string }) {
  return (
    <>
      <div className="att-paper-row-head">
        <span className="att-paper-row-id">
          <Trans>ID {paper.paperId}</Trans>
        </span>
        <PaperBadges
          isFinal={paper.isFinal}
          isRegistered={paper.isRegistered}
          testId={`mypaper-${paper.paperId}-badges`}
        />
      </div>
      <div className="att-paper-row-title">{paper.title}</div>
      <div className="att-paper-row-meta">
        {paper.pages !== null && (
          <span data-testid={`mypaper-${paper.paperId}-pages`} data-pages={paper.pages}>
            <Trans>{paper.pages} pages</Trans>
          </span>
        )}
        {paper.paperCode && (
          <span>
            {codeLabel}:{" "}
            <span className="att-paper-code" data-testid={`mypaper-${paper.paperId}-code`}>
              {paper.paperCode}
            </span>
          </span>
        )}
      </div>
    </>
  );
}
