import { useLingui } from "@lingui/react/macro";
import { activateLocale, currentLocale } from "#renderer/i18n";

/** Switches between Chinese and English; each button names the other language in its own script. */
export function LanguageToggle() {
  const { t } = useLingui();
  const other = currentLocale() === "zh" ? "en" : "zh";
  return (
    <button
      type="button"
      className="button button-ghost"
      data-testid="language-toggle"
      aria-label={t`Switch language`}
      lang={other === "en" ? "en" : "zh-CN"}
      onClick={() => void activateLocale(other)}
    >
      {other === "en" ? "English" : "中文"}
    </button>
  );
}
