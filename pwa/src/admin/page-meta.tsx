import { DesktopOutlined, TeamOutlined } from "@ant-design/icons";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReactNode } from "react";
import type { AdminPage } from "./scope";

/** Sidebar, tabs and window title of each page of the home shell. */
export const pageMeta: Record<AdminPage, { title: MessageDescriptor; icon: ReactNode }> = {
  registerList: { title: msg`Registration list`, icon: <TeamOutlined /> },
  kioskPairing: { title: msg`Kiosk pairing`, icon: <DesktopOutlined /> },
};
