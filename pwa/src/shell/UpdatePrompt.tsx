import { useRegisterSW } from "virtual:pwa-register/react";
import { Trans } from "@lingui/react/macro";
import "./shell.css";

/** Shown when a new version has been downloaded: reload now, or later. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <div className="shell-update" role="alert">
      <span>
        <Trans>A new version is available.</Trans>
      </span>
      <button type="button" className="shell-button primary" onClick={() => void updateServiceWorker(true)}>
        <Trans>Reload</Trans>
      </button>
      <button type="button" className="shell-button" onClick={() => setNeedRefresh(false)}>
        <Trans>Later</Trans>
      </button>
    </div>
  );
}
