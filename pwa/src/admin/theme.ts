import type { ThemeConfig } from "antd";

export const brandBlue = "#1d4ed8";
export const sidebarBg = "#0f1c3f";

/** System fonts that render Chinese well on Windows, macOS and Linux, Latin text first in its own face. */
const fontFamily = [
  "-apple-system",
  "BlinkMacSystemFont",
  '"Segoe UI"',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Source Han Sans SC"',
  '"WenQuanYi Micro Hei"',
  "Roboto",
  '"Helvetica Neue"',
  "Arial",
  "sans-serif",
].join(", ");

export const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: brandBlue,
    colorInfo: brandBlue,
    colorLink: brandBlue,
    colorBgLayout: "#f3f5f9",
    borderRadius: 6,
    fontFamily,
    fontSize: 14,
  },
  components: {
    Layout: {
      siderBg: sidebarBg,
      headerBg: "#ffffff",
      headerHeight: 56,
      headerPadding: "0 20px 0 8px",
      bodyBg: "#f3f5f9",
    },
    Menu: {
      darkItemBg: sidebarBg,
      darkSubMenuItemBg: sidebarBg,
      darkItemSelectedBg: brandBlue,
      darkItemColor: "rgba(255, 255, 255, 0.72)",
      itemHeight: 44,
    },
    Table: {
      headerBg: "#f7f9fc",
      headerColor: "#334155",
      rowHoverBg: "#f1f5ff",
    },
    Card: { headerFontSize: 15 },
    Tabs: { cardBg: "#f7f9fc", horizontalMargin: "0" },
  },
};
