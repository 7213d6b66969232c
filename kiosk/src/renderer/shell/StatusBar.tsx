import { pickText } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatCount, formatRecent } from "#renderer/app/format";
import type { StoredEnrolment, SyncState } from "#renderer/db/db";
import { useOnline } from "#renderer/hooks/use-online";
import { currentLocale } from "#renderer/i18n";
import { LanguageToggle } from "./LanguageToggle";

type Props = {
  enrolment: StoredEnrolment;
  syncState: SyncState | undefined;
  count: number | undefined;
  syncing: boolean;
  onSyncNow: () => void;
  onSettings: () => void;
};

/** Online or not, conference, device, last sync, what the kiosk holds, and the few actions staff need. */
export function StatusBar({ enrolment, syncState, count, syncing, onSyncNow, onSettings }: Props) {
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
      </dl>
      <div className="status-actions">
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
