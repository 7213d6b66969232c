import type { ReactNode } from "react";

type Tab<K extends string> = { key: K; title: ReactNode };

/**
 * Tabs that switch one form between its modes (sign in / sign up), drawn like antd-mobile's Tabs. A plain
 * strip: antd-mobile's Tabs bring an animation library into the login page, the page most visitors load first.
 */
export function FormTabs<K extends string>({
  tabs,
  active,
  onChange,
}: {
  tabs: readonly Tab<K>[];
  active: K;
  onChange: (key: K) => void;
}) {
  return (
    <div className="att-form-tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          className="att-form-tab"
          onClick={() => onChange(tab.key)}
        >
          {tab.title}
        </button>
      ))}
    </div>
  );
}
