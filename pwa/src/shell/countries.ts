import type { Locale } from "@confreg/shared";

/** ISO 3166-1 two-letter codes: the countries and regions that issue passports (DOMAIN.md §7). */
const codes = (
  "AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY " +
  "BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ " +
  "FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IQ IR IS " +
  "IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK " +
  "ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL " +
  "PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC " +
  "TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

const intlLocale: Record<Locale, string> = { zh: "zh-CN", en: "en" };
const displayNames = (locale: Locale) => new Intl.DisplayNames([intlLocale[locale]], { type: "region" });

export type CountryOption = { value: string; label: string; keywords: string };

const cache = new Map<Locale, CountryOption[]>();

/**
 * Every country or region with its name in both languages, the current language first ("日本 Japan",
 * "Japan 日本"), in the current language's order; either name or the code finds it.
 */
export function countryOptions(locale: Locale): CountryOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const own = displayNames(locale);
  const other = displayNames(locale === "zh" ? "en" : "zh");
  const collator = new Intl.Collator(intlLocale[locale]);
  const options = codes
    .map((code) => {
      const first = own.of(code) ?? code;
      const second = other.of(code) ?? code;
      return { value: code, label: `${first} ${second}`, keywords: code, sortKey: first };
    })
    .sort((a, b) => collator.compare(a.sortKey, b.sortKey))
    .map(({ value, label, keywords }) => ({ value, label, keywords }));
  cache.set(locale, options);
  return options;
}

/** A country or region's name in both languages, for views ("日本 Japan"); the code when unknown. */
export function countryName(code: string, locale: Locale): string {
  if (!code) return "";
  return countryOptions(locale).find((option) => option.value === code)?.label ?? code;
}
