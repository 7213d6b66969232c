import { enumValues, type Labels, type ValueOf } from "./define";

export const Gender = { female: 0, male: 1 } as const;
export type Gender = ValueOf<typeof Gender>;
export const genderValues = enumValues(Gender);
export const genderLabels: Labels<Gender> = {
  0: /*i18n*/ { id: "gender.female", message: "Female" },
  1: /*i18n*/ { id: "gender.male", message: "Male" },
};

/** Person level of a registration (spec 000 §9, 002 §3). */
export const PersonLevel = {
  vip: 1,
  guest: 2,
  media: 3,
  exhibitor: 4,
  volunteer: 5,
  staff: 6,
  delegate: 7,
  freeAttendee: 8,
} as const;
export type PersonLevel = ValueOf<typeof PersonLevel>;
export const personLevelValues = enumValues(PersonLevel);
export const personLevelLabels: Labels<PersonLevel> = {
  1: /*i18n*/ { id: "personLevel.vip", message: "VIP" },
  2: /*i18n*/ { id: "personLevel.guest", message: "Guest" },
  3: /*i18n*/ { id: "personLevel.media", message: "Media" },
  4: /*i18n*/ { id: "personLevel.exhibitor", message: "Exhibitor" },
  5: /*i18n*/ { id: "personLevel.volunteer", message: "Volunteer" },
  6: /*i18n*/ { id: "personLevel.staff", message: "Staff" },
  7: /*i18n*/ { id: "personLevel.delegate", message: "Delegate" },
  8: /*i18n*/ { id: "personLevel.freeAttendee", message: "Free attendee" },
};

/** Badge print type (spec 002 §3, print list). */
export const PrintType = { guest: 1, vip: 2, seminar: 3, universityStaff: 4, societyStaff: 5 } as const;
export type PrintType = ValueOf<typeof PrintType>;
export const printTypeValues = enumValues(PrintType);
export const printTypeLabels: Labels<PrintType> = {
  1: /*i18n*/ { id: "printType.guest", message: "Guest" },
  2: /*i18n*/ { id: "printType.vip", message: "VIP" },
  3: /*i18n*/ { id: "printType.seminar", message: "Seminar attendee" },
  4: /*i18n*/ { id: "printType.universityStaff", message: "University staff" },
  5: /*i18n*/ { id: "printType.societyStaff", message: "Society staff" },
};

/** isSignIn: whether the person has checked in at the main check-in point. */
export const SignIn = { no: 0, yes: 1 } as const;
export type SignIn = ValueOf<typeof SignIn>;
export const signInValues = enumValues(SignIn);
export const signInLabels: Labels<SignIn> = {
  0: /*i18n*/ { id: "signIn.no", message: "Not checked in" },
  1: /*i18n*/ { id: "signIn.yes", message: "Checked in" },
};

/** checkinEligible: whether the person may check in now (the shared standing, DOMAIN.md §8). */
export const CheckinEligible = { no: 0, yes: 1 } as const;
export type CheckinEligible = ValueOf<typeof CheckinEligible>;
export const checkinEligibleValues = enumValues(CheckinEligible);
export const checkinEligibleLabels: Labels<CheckinEligible> = {
  0: /*i18n*/ { id: "checkinEligible.no", message: "May not check in" },
  1: /*i18n*/ { id: "checkinEligible.yes", message: "May check in" },
};
