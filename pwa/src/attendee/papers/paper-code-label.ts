import { type Bilingual, type Locale, pickText } from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const paperCode = msg`Paper code`;

/** What the conference calls a paper's code (`paperCodeLabel`, e.g. "upload code"), else "Paper code". */
export function paperCodeLabelText(label: Bilingual | null, locale: Locale, i18n: I18n): string {
  return label ? pickText(label, locale) : i18n._(paperCode);
}
