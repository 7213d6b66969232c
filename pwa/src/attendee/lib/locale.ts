import type { Locale } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";

/** The active language as the domain's Locale ("zh" | "en"). */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return i18n.locale === "en" ? "en" : "zh";
}
