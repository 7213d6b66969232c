import type { Insertable, Selectable, Updateable } from "kysely";

/** Society-wide settings, one JSON value per key (see AppSettingValues). */
export interface AppSettingsTable {
  key: string;
  /** JSON of AppSettingValues[key]. */
  value: string;
  updateTime: string;
}

export type AppSettingRow = Selectable<AppSettingsTable>;
export type NewAppSetting = Insertable<AppSettingsTable>;
export type AppSettingUpdate = Updateable<AppSettingsTable>;

export type Bilingual = { zh: string; en: string };

/** What each key holds. Shown to attendees (bank details, support address) and printed on receipts. */
export type AppSettingValues = {
  /** The organising society; invoices may not name it as the buyer (shared `isSocietyOwnInvoice`). */
  society: {
    name: Bilingual;
    shortName: string;
    taxpayerNumber: string;
    address: Bilingual;
    phone: string;
  };
  /** For bank transfers (pay type 1): attendees quote the conference's system code. */
  bankAccounts: {
    domestic: { accountName: string; bank: string; accountNumber: string };
    international: {
      beneficiary: string;
      beneficiaryAddress: string;
      bank: string;
      bankAddress: string;
      swift: string;
      accountNumber: string;
    };
  };
  supportEmail: string;
};
export type AppSettingKey = keyof AppSettingValues;
