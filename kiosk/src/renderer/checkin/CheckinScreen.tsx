import { maskIdDocument } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { browserFetch, createKioskApi } from "#renderer/api/client";
import { printFailureText, syncFailureText } from "#renderer/app/messages";
import { Badge } from "#renderer/badge/Badge";
import { clearKioskData, recordRevocation, type StoredEnrolment } from "#renderer/db/db";
import { countRegistrations, db, getSyncState } from "#renderer/db/instance";
import type { EnrolNotice } from "#renderer/enrol/EnrolScreen";
import { useLiveQuery } from "#renderer/hooks/use-live-query";
import { printBadge } from "#renderer/host";
import { lookupScan } from "#renderer/lookup/lookup";
import { PinDialog } from "#renderer/shell/PinDialog";
import { SettingsDialog } from "#renderer/shell/SettingsDialog";
import { StatusBar } from "#renderer/shell/StatusBar";
import { SyncProgress } from "#renderer/shell/SyncProgress";
import { useSync } from "#renderer/sync/use-sync";
import { ResultPanel, type ScanOutcome } from "./ResultPanel";
import { SearchPanel } from "./SearchPanel";

/** Resolves once the browser has painted what React just committed. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** A found person stays on screen this long after the last scan, then the screen is cleared. */
const resultTimeoutMs = 120_000;

type Props = { enrolment: StoredEnrolment; onLeft: (reason: EnrolNotice) => void };

export function CheckinScreen({ enrolment, onLeft }: Props) {
  const { i18n } = useLingui();
  const syncState = useLiveQuery(getSyncState);
  const count = useLiveQuery(countRegistrations);
  const inputRef = useRef<HTMLInputElement>(null);
  const scans = useRef(0);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  /** Settings open in two steps: the PIN, then the settings themselves. */
  const [settings, setSettings] = useState<"closed" | "pin" | "open">("closed");

  // The server refused this kiosk's token: drop everything and show the revoked notice (App).
  const onRevoked = useCallback(() => void recordRevocation(db, enrolment), [enrolment]);
  const { controller, status } = useSync(onRevoked);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), resultTimeoutMs);
    return () => clearTimeout(timer);
  }, [outcome]);

  const onScan = async (value: string) => {
    // A look-up takes a moment (scrypt): a scan that comes in meanwhile wins, the older answer is dropped.
    const scan = ++scans.current;
    setBusy(true);
    setNotice(null);
    // Only the last four are kept for the message; the number itself is dropped after hashing.
    const masked = maskIdDocument(value, "kiosk");
    setOutcome({ kind: "checking", masked });
    let next: ScanOutcome;
    try {
      // The hash keeps the main thread busy: let "checking…" reach the screen before it starts.
      await nextPaint();
      next = { kind: "result", result: await lookupScan(db, enrolment, value), masked };
    } catch (error) {
      console.error("Local look-up failed", error);
      next = { kind: "storage-error" };
    }
    if (scan !== scans.current) return;
    setOutcome(next);
    setBusy(false);
    inputRef.current?.focus();
  };

  const onPrint = async () => {
    setPrinting(true);
    try {
      const result = await printBadge();
      setNotice(result.ok ? null : i18n._(printFailureText[result.reason]));
    } finally {
      setPrinting(false);
      inputRef.current?.focus();
    }
  };

  const unenrol = async () => {
    await controller.stop();
    // Tell the server while it can be reached; offline, the office revokes the kiosk from its list.
    await createKioskApi(enrolment.serverUrl, browserFetch)
      .unenrol(enrolment.token)
      .catch(() => undefined);
    onLeft("unenrolled");
    await clearKioskData(db);
  };

  const state = syncState.loaded ? syncState.value : undefined;
  const initialSync = syncState.loaded && !state?.complete;
  const found =
    outcome?.kind === "result" && outcome.result.kind === "found" ? outcome.result.registration : null;

  return (
    <div className="kiosk">
      <div className="screen">
        <StatusBar
          enrolment={enrolment}
          syncState={state}
          count={count.loaded ? count.value : undefined}
          syncing={status.running}
          onSyncNow={() => void controller.sync()}
          onSettings={() => setSettings("pin")}
        />
        {status.running && !initialSync && <SyncProgress progress={status.progress} large={false} />}
        {status.failure && (
          <div className="banner banner-warning" role="status" data-testid="sync-error">
            {syncFailureText(i18n, status.failure)}
          </div>
        )}
        {notice && (
          <div className="banner banner-danger" role="alert" data-testid="print-error">
            {notice}
          </div>
        )}
        <main className="workspace">
          <SearchPanel
            inputRef={inputRef}
            onScan={(value) => void onScan(value)}
            busy={busy}
            holdFocus={settings === "closed"}
            isCard={enrolment.conference.isCard}
          />
          <section className="result-panel" aria-live="polite">
            {initialSync && <SyncProgress progress={status.progress} large={true} paused={!status.running} />}
            <ResultPanel
              outcome={outcome}
              timezone={enrolment.conference.timezone}
              isCard={enrolment.conference.isCard}
              syncComplete={!initialSync}
              onPrint={() => void onPrint()}
              printing={printing}
            />
          </section>
        </main>
      </div>
      {found && <Badge registration={found} />}
      {settings === "pin" && (
        <PinDialog
          enrolment={enrolment}
          onUnlocked={() => setSettings("open")}
          onClose={() => setSettings("closed")}
        />
      )}
      {settings === "open" && (
        <SettingsDialog
          enrolment={enrolment}
          onClose={() => setSettings("closed")}
          onUnenrol={() => void unenrol()}
        />
      )}
    </div>
  );
}
