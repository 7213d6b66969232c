import type { BadgeRow } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { App } from "antd";
import { useEffect, useRef, useState } from "react";
import { useReactToPrint } from "react-to-print";
import { useLogPrints } from "#admin/queries/badges";
import { ApiClientError, errorText } from "#api/errors";
import { BadgeSheet, badgePageStyle } from "./BadgeSheet";
import { type PrintAsk, PrintReasonDialog, type PrintReasons } from "./PrintReasonDialog";
import { useBadgeRenderer } from "./use-badge-renderer";

/** Who of `rows` needs a reason: printed before, or may not check in (and those the server named so). */
function askFor(rows: BadgeRow[], named: { reprint?: unknown; override?: unknown } = {}): PrintAsk {
  const listed = (ids: unknown, id: number) => Array.isArray(ids) && ids.includes(id);
  return {
    rows,
    reprints: rows.filter((row) => row.printCount > 0 || listed(named.reprint, row.id)),
    ineligible: rows.filter((row) => !row.checkIn.eligible || listed(named.override, row.id)),
  };
}

/**
 * Printing badges from the back office: nobody chosen is refused with the spec's message; anyone printed
 * before, or who may not check in (the kiosk would refuse them), needs a reason first; the print is logged
 * (the server decides first print or reprint, and audits an override), then the browser prints each
 * badge, drawn by the shared renderer, on a page of its template's size. `conferenceIds` are those the
 * page shows, so their templates load before anyone presses Print.
 */
export function useBadgePrint(
  scope: number | null,
  conferenceIds: readonly number[],
  /** Once the print is logged (a panel refreshes its person's print count). */
  onLogged?: () => unknown,
) {
  const { t } = useLingui();
  const { message } = App.useApp();
  const log = useLogPrints(scope);
  const [asking, setAsking] = useState<PrintAsk | null>(null);
  const [job, setJob] = useState<BadgeRow[] | null>(null);
  const renderer = useBadgeRenderer([...conferenceIds, ...(job ?? []).map((row) => row.conference.id)]);
  const contentRef = useRef<HTMLDivElement>(null);
  const badges = renderer.ready && job ? job.map(renderer.render) : [];

  const printNow = useReactToPrint({
    contentRef,
    documentTitle: t`Badges`,
    pageStyle: badgePageStyle(badges.map((badge) => badge.layout.page)),
    onAfterPrint: () => setJob(null),
    onPrintError: () => {
      setJob(null);
      void message.error(t`The badges could not be sent to the printer. Please try again.`);
    },
  });

  // Each job printed once, as soon as its badges are drawn (their templates and logos in).
  const started = useRef<BadgeRow[] | null>(null);
  const drawn = badges.length > 0;
  useEffect(() => {
    if (!drawn || started.current === job) return;
    started.current = job;
    printNow();
  }, [drawn, job, printNow]);

  const send = (rows: BadgeRow[], reasons: PrintReasons = {}) =>
    log.mutate(
      { registrationIds: rows.map((row) => row.id), ...reasons },
      {
        onSuccess: () => {
          setAsking(null);
          setJob(rows);
          void onLogged?.();
        },
        onError: (error) => {
          // Printed elsewhere, or no longer eligible, since the list loaded: ask for the reason now.
          const ids = error instanceof ApiClientError ? error.details?.registrationIds : undefined;
          if (error instanceof ApiClientError && error.code === "REPRINT_REASON_REQUIRED")
            setAsking(askFor(rows, { reprint: ids }));
          else if (error instanceof ApiClientError && error.code === "PRINT_OVERRIDE_REASON_REQUIRED")
            setAsking(askFor(rows, { override: ids }));
          else void message.error(errorText(error));
        },
      },
    );

  const print = (rows: BadgeRow[]) => {
    if (rows.length === 0) {
      void message.warning(t`Select the people to print`);
      return;
    }
    const ask = askFor(rows);
    if (ask.reprints.length > 0 || ask.ineligible.length > 0) setAsking(ask);
    else send(rows);
  };

  const view = (
    <>
      <PrintReasonDialog
        ask={asking}
        busy={log.isPending}
        onCancel={() => setAsking(null)}
        onSubmit={(reasons) => asking && send(asking.rows, reasons)}
      />
      {/* The print window copies this node; on screen it stays hidden. */}
      <div style={{ display: "none" }}>
        <div ref={contentRef} data-testid="badge-print-content">
          {badges.map((badge) => (
            <BadgeSheet key={badge.id} badge={badge} />
          ))}
        </div>
      </div>
    </>
  );
  return { print, busy: log.isPending || job !== null, view, failed: renderer.failed };
}
