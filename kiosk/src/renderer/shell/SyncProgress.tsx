import { Trans } from "@lingui/react/macro";
import { formatCount } from "#renderer/app/format";
import { currentLocale } from "#renderer/i18n";
import type { SyncProgress as Progress } from "#renderer/sync/engine";

/** fetched / (fetched + remaining) as a bar; without a first page yet, an indeterminate one. */
export function SyncProgress({
  progress,
  large,
  paused = false,
}: {
  progress: Progress | null;
  large: boolean;
  paused?: boolean;
}) {
  const locale = currentLocale();
  const percent = progress ? Math.round(progress.ratio * 100) : null;
  const fetched = formatCount(progress?.fetched ?? 0, locale);
  const total = formatCount((progress?.fetched ?? 0) + (progress?.remaining ?? 0), locale);
  return (
    <div className={large ? "sync-progress sync-progress-large" : "sync-progress"}>
      {large && (
        <p className="sync-progress-text">
          {paused ? (
            <Trans>The first download has not finished. It goes on when the server can be reached.</Trans>
          ) : progress ? (
            <Trans>
              Downloading registrations: {fetched} of {total}
            </Trans>
          ) : (
            <Trans>Connecting to the server…</Trans>
          )}
        </p>
      )}
      <div
        className={percent === null && !paused ? "bar bar-indeterminate" : "bar"}
        role="progressbar"
        data-testid="sync-progress"
        data-fetched={progress?.fetched ?? 0}
        data-remaining={progress?.remaining ?? ""}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
      >
        <div className="bar-fill" style={{ width: `${paused ? 0 : (percent ?? 30)}%` }} />
      </div>
    </div>
  );
}
