import { pickText } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatCount, formatRecent } from "#renderer/app/format";
import type { StoredEnrolment, SyncState } from "#renderer/db/db";
import { useOnline } from "#renderer/hooks/use-online";
import { currentLocale } from "#renderer/i18n";
import type { SenderStatus } from "#renderer/queue/queue-sender";
import { LanguageToggle } from "./LanguageToggle";

type Props = {
  enrolment: StoredEnrolment;
  syncState: SyncState | undefined;
  count: number | undefined;
  syncing: boolean;
  /** Events recorded here and not yet accepted by the server. */
  queued: number;
  sending: SenderStatus;
  /** The change stream is open: other desks' check-ins show within a moment. */
  pushConnected: boolean;
  /** Events the server refused, listed for the staff. */
  attention: number;
  onAttention: () => void;
  onSyncNow: () => void;
  onSettings: () => void;
};

/**
 * Online or not (and whether changes are pushed live), conference, device, last sync, what the kiosk holds,
 * what waits to be sent, what the server refused, and the few actions staff need.
 */
export function StatusBar(props: Props) {
  const { enrolment, syncState, count, syncing, queued, sending, attention, onSyncNow, onSettings } = props;
  const { t } = useLingui();
  const online = useOnline();
  const locale = currentLocale();
  const lastSync = syncState?.lastSyncAt ? formatRecent(syncState.lastSyncAt, locale) : null;
  return (
    <header className="status-bar">
      <div className="status-main">
        <span
          className={`online ${online ? "is-online" : "is-offline"}`}
          data-testid="online-indicator"
          data-online={String(online)}
          role="status"
        >
          <span className="dot" aria-hidden="true" />
          {online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
        </span>
        {online && (
          <span
            className={`live ${props.pushConnected ? "is-live" : ""}`}
            data-testid="push-indicator"
            data-connected={String(props.pushConnected)}
            title={
              props.pushConnected
                ? t`Changes from the server arrive at once.`
                : t`Not connected for live changes: the kiosk asks every 30 seconds.`
            }
          >
            {props.pushConnected ? <Trans>Live</Trans> : <Trans>Not live</Trans>}
          </span>
        )}
        <h1
          className="status-conference"
          data-testid="conference-title"
          title={pickText(enrolment.conference.title, locale)}
        >
          {pickText(enrolment.conference.title, locale)}
        </h1>
      </div>
      <dl className="status-facts">
        <div>
          <dt>
            <Trans>Kiosk</Trans>
          </dt>
          <dd data-testid="status-device">{enrolment.deviceName}</dd>
        </div>
        <div>
          <dt>
            <Trans>Last sync</Trans>
          </dt>
          <dd data-testid="last-sync">{lastSync ?? t`Never`}</dd>
        </div>
        <div>
          <dt>
            <Trans>On this kiosk</Trans>
          </dt>
          <dd data-testid="local-count" data-count={count ?? 0}>
            {formatCount(count ?? 0, locale)}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>To send</Trans>
          </dt>
          <dd
            data-testid="queue-count"
            data-count={queued}
            className={queued > 0 && sending.failure ? "is-waiting" : undefined}
            title={queued > 0 && sending.failure ? t`Waiting for the server; nothing is lost.` : undefined}
          >
            {formatCount(queued, locale)}
          </dd>
        </div>
      </dl>
      <div className="status-actions">
        {attention > 0 && (
          <button
            type="button"
            className="button button-attention"
            data-testid="attention-open"
            data-count={attention}
            onClick={props.onAttention}
          >
            <Trans>Needs attention: {attention}</Trans>
          </button>
        )}
        <button
          type="button"
          className="button button-ghost"
          data-testid="sync-now"
          onClick={onSyncNow}
          disabled={syncing}
        >
          {syncing ? <Trans>Syncing…</Trans> : <Trans>Sync now</Trans>}
        </button>
        <LanguageToggle />
        <button
          type="button"
          className="button button-ghost"
          data-testid="open-settings"
          onClick={onSettings}
        >
          <Trans>Settings</Trans>
        </button>
      </div>
    </header>
  );
}
