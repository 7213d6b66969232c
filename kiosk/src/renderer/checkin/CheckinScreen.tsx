import { maskIdDocument } from "@confreg/shared";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { browserFetch, createKioskApi } from "#renderer/api/client";
import type { KioskRow } from "#renderer/api/payload";
import { printFailureText, syncFailureText } from "#renderer/app/messages";
import { Badge, useBadgeOnScreen } from "#renderer/badge/Badge";
import { clearKioskData, type DeskSettings, type StoredEnrolment } from "#renderer/db/db";
import {
  countQueued,
  countRegistrations,
  db,
  getAttention,
  getDeskSettings,
  getSyncState,
} from "#renderer/db/instance";
import { readPersonState } from "#renderer/db/person-state";
import type { EnrolNotice } from "#renderer/enrol/EnrolScreen";
import { useLiveQuery } from "#renderer/hooks/use-live-query";
import { printBadge } from "#renderer/host";
import { lookupScan, type ScanSource, scanKindOf, warmUpLookup } from "#renderer/lookup/lookup";
import { revokeKiosk } from "#renderer/queue/revocation";
import { markScanStart, useScanShown } from "#renderer/scan/scan-marks";
import { AttentionDialog } from "#renderer/shell/AttentionDialog";
import { PinDialog } from "#renderer/shell/PinDialog";
import { SettingsDialog } from "#renderer/shell/SettingsDialog";
import { StatusBar } from "#renderer/shell/StatusBar";
import { SyncProgress } from "#renderer/shell/SyncProgress";
import { useSync } from "#renderer/sync/use-sync";
import { FoundPerson } from "./FoundPerson";
import { ResultPanel, type ScanOutcome } from "./ResultPanel";
import { SearchPanel } from "./SearchPanel";

/** A found person stays on screen this long after the last scan, then the screen is cleared. */
const resultTimeoutMs = 120_000;
/** A look-up that takes longer than this shows "Checking…" until it answers (a quicker one would flash it). */
const checkingAfterMs = 100;

const unsentText = msg`Some check-ins have not reached the server yet. Connect the kiosk to the network, let it send them, then un-enrol.`;

type Props = { enrolment: StoredEnrolment; onLeft: (reason: EnrolNotice) => void };

export function CheckinScreen({ enrolment, onLeft }: Props) {
  const { i18n } = useLingui();
  const syncState = useLiveQuery(getSyncState);
  const count = useLiveQuery(countRegistrations);
  const queued = useLiveQuery(countQueued);
  const attention = useLiveQuery(getAttention);
  const desk = useLiveQuery(getDeskSettings);
  const inputRef = useRef<HTMLInputElement>(null);
  const scans = useRef(0);
  const [outcome, setOutcome] = useState<(ScanOutcome & { scan: number }) | null>(null);
  const [busy, setBusy] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  /** A form of the person card (payment, reprint reason) has the keyboard. */
  const [editing, setEditing] = useState(false);
  /** Settings open in two steps: the PIN, then the settings themselves. */
  const [settings, setSettings] = useState<"closed" | "pin" | "open">("closed");
  const [attentionOpen, setAttentionOpen] = useState(false);

  // The server refused this kiosk's token: hand the queue over, drop everything else, show the notice (App).
  const stopRef = useRef<() => Promise<void>>(async () => undefined);
  const onRevoked = useCallback(
    () => void stopRef.current().then(() => revokeKiosk(db, enrolment, browserFetch)),
    [enrolment],
  );
  const link = useSync(enrolment, onRevoked);
  stopRef.current = link.stop;
  const { controller, sender, status } = link;

  // The first scan should not wait for scrypt's WebAssembly to compile: hash once while the desk is idle.
  // (Safari has no requestIdleCallback: a second after the screen opens instead.)
  useEffect(() => {
    const warmUp = () =>
      void warmUpLookup(enrolment).catch((error: unknown) => console.warn("Look-up warm-up failed", error));
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(warmUp, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(warmUp);
    return () => cancelIdleCallback(idle);
  }, [enrolment]);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), resultTimeoutMs);
    return () => clearTimeout(timer);
  }, [outcome]);

  const state = syncState.loaded ? syncState.value : undefined;
  const initialSync = syncState.loaded && !state?.complete;
  const result = outcome?.kind === "result" ? outcome.result : null;
  const found = result?.kind === "found" ? result : null;
  const deskSettings = desk.loaded ? desk.value : null;
  // The badge of the person on screen, drawn just after their card (scan to print in well under a second).
  const onScreen = found?.registration ?? null;
  const { badge, whenDrawn } = useBadgeOnScreen(onScreen, enrolment);
  // A result other than a person is on screen once committed; a person once their card knows its state.
  useScanShown(outcome?.scan ?? null, outcome !== null && outcome.kind !== "checking" && !found);

  const onScan = async (value: string, source: ScanSource) => {
    // A look-up takes a moment (scrypt, a few tens of milliseconds): a scan that comes in meanwhile wins,
    // the older answer is dropped.
    const scan = ++scans.current;
    markScanStart(scan);
    setNotice(null);
    setEditing(false);
    // A name is shown as typed; of a number only the last four are kept, and it is dropped after hashing;
    // a QR code's payload is not shown (the screen says it was a QR code).
    const by = scanKindOf(value, source);
    const masked = by === "name" ? value.trim() : by === "qr" ? "" : maskIdDocument(value, "kiosk");
    // A quick look-up goes straight to its result; a slow one (a strong cost, a busy kiosk) says so meanwhile.
    const checking = setTimeout(() => {
      if (scan !== scans.current) return;
      setBusy(true);
      setOutcome({ kind: "checking", masked, scan });
    }, checkingAfterMs);
    const shown = await settle(scan, async () => ({
      kind: "result",
      result: await lookupScan(db, enrolment, value, source),
      masked,
      by,
    }));
    clearTimeout(checking);
    if (shown) setBusy(false);
  };

  /** Shows what `read` finds for scan `scan`, unless a later scan started meanwhile; whether it did. */
  const settle = async (scan: number, read: () => Promise<ScanOutcome>): Promise<boolean> => {
    let next: ScanOutcome;
    try {
      next = await read();
    } catch (error) {
      console.error("Local look-up failed", error);
      next = { kind: "storage-error" };
    }
    if (scan !== scans.current) return false;
    setOutcome({ ...next, scan });
    inputRef.current?.focus();
    return true;
  };

  const onChoose = async (registration: KioskRow) => {
    if (outcome?.kind !== "result") return;
    const chosen = outcome;
    // The person's card shows their state on its first paint, as after a scan.
    await settle(++scans.current, async () => ({
      ...chosen,
      result: {
        kind: "found",
        registration,
        matches: 1,
        method: "search",
        state: await readPersonState(db, registration.id),
      },
    }));
  };

  const print = async (): Promise<boolean> => {
    const badge = onScreen && (await whenDrawn(onScreen));
    if (!badge) return false;
    setPrinting(true);
    try {
      const result = await printBadge(badge.layout.page);
      setNotice(result.ok ? null : i18n._(printFailureText[result.reason]));
      return result.ok;
    } finally {
      setPrinting(false);
      inputRef.current?.focus();
    }
  };

  const unenrol = async () => {
    // What was recorded here goes to the server first: un-enrolling must not lose a check-in.
    await sender.send();
    if ((await db.queue.count()) > 0) {
      setSettings("closed");
      setNotice(i18n._(unsentText));
      return;
    }
    await link.stop();
    // Tell the server while it can be reached; offline, the office revokes the kiosk from its list.
    await createKioskApi(enrolment.serverUrl, browserFetch)
      .unenrol(enrolment.token)
      .catch(() => undefined);
    onLeft("unenrolled");
    await clearKioskData(db);
  };

  const saveDesk = (next: DeskSettings) => void db.settings.put(next);

  return (
    <div className="kiosk">
      <div className="screen">
        <StatusBar
          enrolment={enrolment}
          syncState={state}
          count={count.loaded ? count.value : undefined}
          syncing={status.running}
          queued={queued.loaded ? queued.value : 0}
          sending={link.sending}
          pushConnected={link.push.connected}
          attention={attention.loaded ? attention.value.length : 0}
          onAttention={() => setAttentionOpen(true)}
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
            onScan={(value, source) => void onScan(value, source)}
            busy={busy}
            holdFocus={settings === "closed" && !editing && !attentionOpen}
            isCard={enrolment.conference.isCard}
          />
          <section className="result-panel" aria-live="polite">
            {initialSync && <SyncProgress progress={status.progress} large={true} paused={!status.running} />}
            <ResultPanel
              outcome={outcome}
              isCard={enrolment.conference.isCard}
              syncComplete={!initialSync}
              onChoose={(registration) => void onChoose(registration)}
              found={
                found &&
                deskSettings && (
                  <FoundPerson
                    key={outcome?.scan}
                    scan={outcome?.scan ?? 0}
                    registration={found.registration}
                    idMasked={found.idMasked ?? null}
                    state={found.state}
                    matches={found.matches}
                    method={found.method}
                    enrolment={enrolment}
                    settings={deskSettings}
                    onQueued={() => void sender.send()}
                    print={print}
                    printing={printing}
                    onEditing={setEditing}
                  />
                )
              }
            />
          </section>
        </main>
      </div>
      {badge && <Badge badge={badge} />}
      {settings === "pin" && (
        <PinDialog
          enrolment={enrolment}
          onUnlocked={() => setSettings("open")}
          onClose={() => setSettings("closed")}
        />
      )}
      {settings === "open" && deskSettings && (
        <SettingsDialog
          enrolment={enrolment}
          desk={deskSettings}
          onDesk={saveDesk}
          queued={queued.loaded ? queued.value : 0}
          onClose={() => setSettings("closed")}
          onUnenrol={() => void unenrol()}
        />
      )}
      {attentionOpen && attention.loaded && (
        <AttentionDialog
          items={attention.value}
          timezone={enrolment.conference.timezone}
          onDismiss={(clientId) => void db.attention.delete(clientId)}
          onClose={() => setAttentionOpen(false)}
        />
      )}
    </div>
  );
}
