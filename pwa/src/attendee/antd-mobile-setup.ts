import { setDefaultConfig, unstableSetRender } from "antd-mobile";
import enUS from "antd-mobile/es/locales/en-US";
import zhCN from "antd-mobile/es/locales/zh-CN";
import { createRoot, type Root } from "react-dom/client";

/**
 * antd-mobile 5 renders Toast, Dialog and other imperative pop-ups with `ReactDOM.render`, which React 19 no
 * longer has. Its documented compatibility hook lets us hand it React 19's `createRoot` instead.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    // Let the closing animation's last frame commit before the root goes away.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});

export const antdMobileLocales = { zh: zhCN, en: enUS } as const;

/** Imperative pop-ups do not see ConfigProvider: give them the current language too. */
export function setAntdMobileLocale(locale: "zh" | "en"): void {
  setDefaultConfig({ locale: antdMobileLocales[locale] });
}
