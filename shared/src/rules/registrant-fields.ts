import type { ConferenceSettings, ParticipantType } from "../schemas/conference";

export type RegistrantFieldName =
  | "name"
  | "nameEn"
  | "gender"
  | "idNumber"
  | "unit"
  | "unitEn"
  | "job"
  | "position"
  | "email"
  | "phone"
  | "memberNo"
  | "otherMemberNo";

export type RegistrantFieldSettings = Pick<
  ConferenceSettings,
  "englishNameFields" | "isIdcard" | "isPosition" | "memberCheck"
>;
export type RegistrantFieldType = Pick<ParticipantType, "isMember" | "needsOtherMemberNo">;

/**
 * Which registrant fields the form shows and which must be filled in, for a conference and participant type
 * (spec 000 §5): English name and unit with `englishNameFields`; the ID number with `isIdcard`; position
 * required with `isPosition`; the member number for member types (required while `memberCheck`); the other
 * society's member number for types that need it. The form and the server's rules both read this.
 */
export function registrantFieldRules(settings: RegistrantFieldSettings, type: RegistrantFieldType | null) {
  const shown = new Set<RegistrantFieldName>(["name", "gender", "unit", "job", "position", "email", "phone"]);
  const required = new Set<RegistrantFieldName>(["name", "gender", "unit", "email", "phone"]);
  const both = (field: RegistrantFieldName, when: boolean, requiredToo = when) => {
    if (when) shown.add(field);
    if (when && requiredToo) required.add(field);
  };
  both("nameEn", settings.englishNameFields);
  both("unitEn", settings.englishNameFields);
  both("idNumber", settings.isIdcard);
  if (settings.isPosition) required.add("position");
  both("memberNo", type?.isMember ?? false, settings.memberCheck);
  both("otherMemberNo", type?.needsOtherMemberNo ?? false);
  return {
    shown: shown as ReadonlySet<RegistrantFieldName>,
    required: required as ReadonlySet<RegistrantFieldName>,
  };
}
