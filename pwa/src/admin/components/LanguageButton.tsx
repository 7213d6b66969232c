import { TranslationOutlined } from "@ant-design/icons";
import type { Locale } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Button } from "antd";
import { activateLocale } from "#i18n";

/** 中文 / English: names the language it switches to, in that language. */
export function LanguageButton({ type = "text" }: { type?: "text" | "default" }) {
  const { i18n } = useLingui();
  const next: Locale = i18n.locale === "en" ? "zh" : "en";
  return (
    <Button
      type={type}
      icon={<TranslationOutlined />}
      onClick={() => void activateLocale(next)}
      lang={next === "zh" ? "zh-CN" : "en"}
      data-testid="language-toggle"
    >
      {next === "zh" ? "中文" : "English"}
    </Button>
  );
}
