import {
  type AcceptedPaperView,
  defaultPaperPages,
  paperAdditionIssues,
  paperDeadlinePassed,
  paperLimitOf,
  validationIds as v,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Button, DotLoading, Form, NoticeBar, Stepper } from "antd-mobile";
import { useState } from "react";
import { errorText } from "#api/errors";
import { showToast } from "#attendee/components/toast";
import { issueText } from "#attendee/lib/field-errors";
import { acceptedPapersQuery } from "#attendee/queries/papers";
import type { BlockProps } from "../types";
import { PaperSearchPopup } from "./PaperSearchPopup";
import { PaperSummary } from "./PaperSummary";
import { type PaperEntry, paperInputOf, paperRuleContext } from "./papers-block";
import "./papers.css";

/**
 * Paper info (spec 000 §2): the papers of this registration with a page stepper each (1..pageLimit,
 * starting at pageFeeLimit), the attendee's accepted papers to pick from, and the paper-id (and PIN)
 * popup. A paper joins the list only when the shared rules allow it (spec 002 §5 "Paper addition").
 */
export function PapersCard({ context, value, rule, replace }: BlockProps<PaperEntry[]>) {
  const { i18n } = useLingui();
  const { conference } = context;
  const { settings } = conference;
  const accepted = useQuery(acceptedPapersQuery(conference.id));
  const name = Form.useWatch<string | undefined>("name");
  const nameEn = Form.useWatch<string | undefined>("nameEn");
  const [searchOpen, setSearchOpen] = useState(false);
  const max = paperLimitOf(settings, context.type);
  const pageLimit = settings.pageLimit;
  const deadlinePassed = accepted.data?.deadlinePassed ?? paperDeadlinePassed(settings, context.now);
  // An edit of a paid registration keeps its papers and pages (the server refuses a change of them).
  const locked = context.lockedFields.includes("papers");

  const add = (paper: AcceptedPaperView, pin: string): boolean => {
    const entry: PaperEntry = { ...paper, pages: defaultPaperPages(settings), pin };
    const refusal = paperAdditionIssues(
      paperRuleContext(context, [...value, entry], { name, nameEn }),
      value.map(paperInputOf),
      paperInputOf(entry),
    )[0];
    if (refusal) {
      showToast({ icon: "fail", content: issueText(i18n, refusal) });
      return false;
    }
    replace([...value, entry]);
    return true;
  };
  const remove = (paperId: string) => replace(value.filter((entry) => entry.paperId !== paperId));

  return (
    <section className="att-card att-form-card" data-testid="block-papers">
      <h2 className="att-card-title">
        <Trans>Papers</Trans>
      </h2>
      <p className="att-form-note">
        <Trans>
          A registration covers at most {max} papers of 1 to {pageLimit} pages each; the fee table prices the
          papers and the pages over its limit.
        </Trans>
      </p>
      {locked ? (
        <NoticeBar color="alert" wrap content={i18n._(v.lockedPapers)} data-testid="papers-locked" />
      ) : (
        deadlinePassed && (
          <NoticeBar color="alert" wrap content={i18n._(v.paperDeadline)} data-testid="papers-deadline" />
        )
      )}
      <Form.Item
        name={["papers"]}
        label={<Trans>Papers of this registration</Trans>}
        required={settings.mustPaper}
        rules={[rule("papers")]}
      >
        <PaperTally max={max} />
      </Form.Item>
      {value.map((entry, index) => (
        <div key={entry.paperId} className="att-paper-entry" data-testid={`paper-entry-${entry.paperId}`}>
          <Form.Item name={["papers", index, "paperId"]} rules={[rule(`papers.${index}.paperId`)]}>
            <ListedPaper paper={entry} onRemove={locked ? null : () => remove(entry.paperId)} />
          </Form.Item>
          <Form.Item
            name={["papers", index, "pages"]}
            label={<Trans>Pages</Trans>}
            layout="horizontal"
            childElementPosition="right"
            rules={[rule(`papers.${index}.pages`)]}
          >
            <PagesStepper max={pageLimit} disabled={locked} testId={`paper-pages-${entry.paperId}`} />
          </Form.Item>
        </div>
      ))}

      {!locked && (
        <div className="att-paper-pick">
          <h3 className="att-block-subtitle">
            <Trans>Your accepted papers</Trans>
          </h3>
          <AcceptedList
            papers={accepted.data?.papers}
            pending={accepted.isPending}
            error={accepted.error}
            listed={new Set(value.map((entry) => entry.paperId))}
            onAdd={(paper) => add(paper, "")}
          />
          <Button
            block
            fill="outline"
            color="primary"
            shape="rounded"
            onClick={() => setSearchOpen(true)}
            data-testid="paper-search-open"
          >
            {accepted.data?.needsPin ? (
              <Trans>Add a paper by ID and PIN</Trans>
            ) : (
              <Trans>Add a paper by ID</Trans>
            )}
          </Button>
        </div>
      )}
      <PaperSearchPopup
        conferenceId={conference.id}
        open={searchOpen && !locked}
        needsPin={accepted.data?.needsPin ?? settings.isPinpaper}
        onClose={() => setSearchOpen(false)}
        onAdd={add}
      />
    </section>
  );
}

/** How many papers the list holds of how many it may (Form.Item hands it the list as `value`). */
function PaperTally({ value, max }: { value?: readonly PaperEntry[]; max: number }) {
  const count = value?.length ?? 0;
  return (
    <span className="att-paper-tally" data-testid="papers-count" data-count={count}>
      <Trans>
        {count} of {max}
      </Trans>
    </span>
  );
}

/**
 * A paper of the list with its remove button, none where the papers are locked (Form.Item hands it the
 * paper id as `value`).
 */
function ListedPaper({
  paper,
  onRemove,
}: {
  paper: PaperEntry;
  onRemove: (() => void) | null;
  value?: string;
}) {
  return (
    <div className="att-paper-listed">
      <PaperSummary paper={paper} testId={`paper-listed-${paper.paperId}`} />
      {onRemove && (
        <Button
          size="mini"
          fill="none"
          color="danger"
          onClick={onRemove}
          data-testid={`paper-remove-${paper.paperId}`}
        >
          <Trans>Remove</Trans>
        </Button>
      )}
    </div>
  );
}

type StepperProps = {
  value?: number;
  onChange?: (pages: number) => void;
  max: number;
  disabled: boolean;
  testId: string;
};

/** The page stepper, 1..pageLimit (whole pages). */
function PagesStepper({ value, onChange, max, disabled, testId }: StepperProps) {
  return (
    <span className="att-paper-pages" data-testid={testId} data-value={value ?? ""}>
      <Stepper
        value={value}
        onChange={(pages) => onChange?.(pages ?? 1)}
        min={1}
        max={max}
        digits={0}
        disabled={disabled}
      />
    </span>
  );
}

/** The accepted papers the paper system lists under the account's e-mail, each with its Add button. */
function AcceptedList({
  papers,
  pending,
  error,
  listed,
  onAdd,
}: {
  papers: readonly AcceptedPaperView[] | undefined;
  pending: boolean;
  error: unknown;
  listed: ReadonlySet<string>;
  onAdd: (paper: AcceptedPaperView) => void;
}) {
  if (pending) return <DotLoading color="primary" />;
  if (!papers) return <p className="att-muted">{errorText(error)}</p>;
  if (papers.length === 0) {
    return (
      <p className="att-muted" data-testid="papers-none-accepted">
        <Trans>No accepted papers are listed under your account's e-mail. Add a paper by its ID.</Trans>
      </p>
    );
  }
  return (
    <ul className="att-paper-options" data-testid="papers-accepted">
      {papers.map((paper) => {
        const added = listed.has(paper.paperId);
        return (
          <li key={paper.paperId} className="att-paper-option">
            <PaperSummary paper={paper} testId={`paper-option-${paper.paperId}`} />
            <Button
              size="small"
              shape="rounded"
              color="primary"
              fill={added ? "none" : "outline"}
              disabled={added}
              onClick={() => onAdd(paper)}
              data-testid={`paper-add-${paper.paperId}`}
            >
              {added ? <Trans>Added</Trans> : <Trans>Add</Trans>}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
