import { enumValues, type Labels, type ValueOf } from "./define";

/** A registration's lifecycle, stored as its `isDeleted` flag (DOMAIN.md §7). */
export const RegistrationState = { live: 0, deleted: 1 } as const;
export type RegistrationState = ValueOf<typeof RegistrationState>;
export const registrationStateValues = enumValues(RegistrationState);
export const registrationStateLabels: Labels<RegistrationState> = {
  0: /*i18n*/ { id: "registrationState.live", message: "Registered" },
  1: /*i18n*/ { id: "registrationState.deleted", message: "Deleted" },
};

/**
 * Identity documents (DOMAIN.md §7). The first three are 18-character numbers with the GB 11643 checksum
 * that kiosks scan; the others are found by name or QR code.
 */
export const IdType = {
  mainland: 1,
  residencePermit: 2,
  foreignPermanent: 3,
  hkMacaoPermit: 4,
  taiwanPermit: 5,
  passport: 6,
} as const;
export type IdType = ValueOf<typeof IdType>;
export const idTypeValues = enumValues(IdType);
export const idTypeLabels: Labels<IdType> = {
  1: /*i18n*/ { id: "idType.mainland", message: "Resident ID card (mainland China)" },
  2: /*i18n*/ {
    id: "idType.residencePermit",
    message: "Residence permit for Hong Kong, Macao and Taiwan residents",
  },
  3: /*i18n*/ { id: "idType.foreignPermanent", message: "Foreigner's permanent residence ID card" },
  4: /*i18n*/ {
    id: "idType.hkMacaoPermit",
    message: "Mainland travel permit for Hong Kong and Macao residents",
  },
  5: /*i18n*/ { id: "idType.taiwanPermit", message: "Mainland travel permit for Taiwan residents" },
  6: /*i18n*/ { id: "idType.passport", message: "Passport" },
};
