import { FullscreenExitOutlined, FullscreenOutlined } from "@ant-design/icons";
import { useLingui } from "@lingui/react/macro";
import { Button, Tooltip } from "antd";
import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  document.addEventListener("fullscreenchange", onChange);
  return () => document.removeEventListener("fullscreenchange", onChange);
};
const isFullscreen = () => document.fullscreenElement !== null;

export function FullscreenButton() {
  const { t } = useLingui();
  const full = useSyncExternalStore(subscribe, isFullscreen);
  if (!document.fullscreenEnabled) return null;
  const label = full ? t`Exit full screen` : t`Full screen`;
  const toggle = () => void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen());
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
        data-testid="fullscreen-toggle"
      />
    </Tooltip>
  );
}
