import type { Locale } from "@confreg/shared";
import { useLingui } from "@lingui/react";
import { activateLocale } from "#i18n";

/** 中文 / English switch; the choice is kept across visits. Areas style it through `className`. */
export function LanguageToggle({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const next: Locale = i18n.locale === "zh" ? "en" : "zh";
  return (
    <button
      type="button"
      className={className ?? "shell-button"}
      onClick={() => void activateLocale(next)}
      lang={next === "zh" ? "zh-CN" : "en"}
      data-testid="language-toggle"
    >
      {next === "zh" ? "中文" : "English"}
    </button>
  );
}
