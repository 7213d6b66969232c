import {
  type Bilingual,
  type Conference,
  type ConferenceInput,
  type ConferenceSettings,
  defaultConferenceSettings,
  defaultTimeZone,
  type SettingKey,
  settingDescriptors,
  settingKeys,
  wallTimeIn,
  zonedWallTimeToIso,
} from "@confreg/shared";

/** The conference form's values: times as the conference's clock reads them ("YYYY-MM-DD HH:mm:ss"). */
export type EditorValues = {
  title: Bilingual;
  systemCode: string;
  hostUnit: string;
  timezone: string;
  beginTime: string;
  discountTime: string;
  endTime: string;
  paperDatabase: string;
  paperConferenceId: string;
  settings: Record<SettingKey, unknown>;
};

type Zoned = (value: unknown, zone: string) => unknown;
const emptyText: Bilingual = { zh: "", en: "" };

/** How a control's form value differs from the setting (by control kind, so no setting is named here). */
const toForm: Partial<Record<string, Zoned>> = {
  optionalBilingual: (value) => value ?? emptyText,
  dateTime: (value, zone) => (typeof value === "string" ? wallTimeIn(value, zone) : null),
};
const fromForm: Partial<Record<string, Zoned>> = {
  optionalBilingual: (value) => {
    const text = (value ?? emptyText) as Bilingual;
    return text.zh.trim() || text.en.trim() ? text : null;
  },
  dateTime: (value, zone) => (typeof value === "string" && value ? zonedWallTimeToIso(value, zone) : null),
};

const mapSettings = (settings: Record<string, unknown>, zone: string, by: Partial<Record<string, Zoned>>) =>
  Object.fromEntries(
    settingKeys.map((key) => {
      const convert = by[settingDescriptors[key].control];
      return [key, convert ? convert(settings[key], zone) : settings[key]];
    }),
  ) as Record<SettingKey, unknown>;

export function formValuesOf(conference: Omit<Conference, "id" | "createTime">): EditorValues {
  const zone = conference.timezone;
  return {
    title: conference.title,
    systemCode: conference.systemCode,
    hostUnit: conference.hostUnit,
    timezone: zone,
    beginTime: wallTimeIn(conference.beginTime, zone),
    discountTime: wallTimeIn(conference.discountTime, zone),
    endTime: wallTimeIn(conference.endTime, zone),
    paperDatabase: conference.paperDatabase,
    paperConferenceId: conference.paperConferenceId,
    settings: mapSettings(conference.settings, zone, toForm),
  };
}

/** saveMeeting's body from the form: wall times read on the chosen zone's clock. */
export function inputOf(values: EditorValues): ConferenceInput {
  const zone = values.timezone;
  return {
    ...values,
    beginTime: zonedWallTimeToIso(values.beginTime, zone),
    discountTime: zonedWallTimeToIso(values.discountTime, zone),
    endTime: zonedWallTimeToIso(values.endTime, zone),
    settings: mapSettings(values.settings, zone, fromForm) as ConferenceSettings,
  };
}

const day = 86_400_000;

/** A new conference: registration opening tomorrow at nine for two months, early-bird for the first 20 days. */
export function newConferenceValues(now: Date): EditorValues {
  const at = (days: number) => `${new Date(now.getTime() + days * day).toISOString().slice(0, 10)} 09:00:00`;
  return formValuesOf({
    title: emptyText,
    systemCode: "",
    hostUnit: "",
    timezone: defaultTimeZone,
    beginTime: zonedWallTimeToIso(at(1), defaultTimeZone),
    discountTime: zonedWallTimeToIso(at(21), defaultTimeZone),
    endTime: zonedWallTimeToIso(at(61), defaultTimeZone),
    paperDatabase: "",
    paperConferenceId: "",
    settings: defaultConferenceSettings,
  });
}
