import type { Label } from "./i18n";

/**
 * Field-level messages. zod schemas and rule functions report these ids; server and PWA show their text.
 * Placeholders in braces are filled from the field error's `params`.
 */
export const validationMessages = {
  required: /*i18n*/ { id: "validation.required", message: "This field is required." },
  email: /*i18n*/ { id: "validation.email", message: "Please enter a valid e-mail address." },
  phone: /*i18n*/ { id: "validation.phone", message: "The phone number may contain digits only." },
  phoneMainland: /*i18n*/ {
    id: "validation.phoneMainland",
    message:
      "A mainland mobile number has 11 digits and starts with 13 to 19. Write any other number with 00 and its country code.",
  },
  phoneInternational: /*i18n*/ {
    id: "validation.phoneInternational",
    message: "An international number starts with 00 and its country code, 8 to 17 digits in all.",
  },
  residencePermit: /*i18n*/ {
    id: "validation.residencePermit",
    message:
      "A residence permit number has 18 characters, starts with 81, 82 or 83 and ends with its check digit.",
  },
  foreignPermanentId: /*i18n*/ {
    id: "validation.foreignPermanentId",
    message:
      "A permanent residence ID has 18 digits starting with 9, or 3 letters and 12 digits (older cards).",
  },
  hkMacaoPermit: /*i18n*/ {
    id: "validation.hkMacaoPermit",
    message: "A Hong Kong or Macao travel permit number is H or M followed by 8 or 10 digits.",
  },
  taiwanPermit: /*i18n*/ {
    id: "validation.taiwanPermit",
    message: "A Taiwan travel permit number has 8 or 10 digits.",
  },
  passportNumber: /*i18n*/ {
    id: "validation.passportNumber",
    message: "Please enter the passport number: 5 to 20 letters and digits.",
  },
  passportCountry: /*i18n*/ {
    id: "validation.passportCountry",
    message: "Please choose the country or region that issued the passport.",
  },
  idNumber: /*i18n*/ { id: "validation.idNumber", message: "Please check the ID number." },
  taxpayerZeros: /*i18n*/ {
    id: "validation.taxpayerZeros",
    message: "The taxpayer number cannot be all zeros.",
  },
  taxpayerNumber: /*i18n*/ { id: "validation.taxpayerNumber", message: "Please check the taxpayer number." },
  paperId: /*i18n*/ { id: "validation.paperId", message: "Please enter the paper ID." },
  cardNumber: /*i18n*/ {
    id: "validation.cardNumber",
    message: "Please check that the card number is valid (10 digits).",
  },
  englishOnly: /*i18n*/ { id: "validation.englishOnly", message: "Please fill in English." },
  tooLong: /*i18n*/ { id: "validation.tooLong", message: "At most {max} characters." },
  tooShort: /*i18n*/ { id: "validation.tooShort", message: "At least {min} characters." },
  login: /*i18n*/ {
    id: "validation.login",
    message: "Please enter a valid e-mail address or mobile number.",
  },
  password: /*i18n*/ { id: "validation.password", message: "The password needs at least 8 characters." },
  choose: /*i18n*/ { id: "validation.choose", message: "Please make a choice." },
  participantType: /*i18n*/ {
    id: "validation.participantType",
    message: "Please select the participation type.",
  },
  payType: /*i18n*/ { id: "validation.payType", message: "Please select the payment type." },
  workshopRange: /*i18n*/ { id: "validation.workshopRange", message: "Please choose {min} to {max} items." },
  workshopExact: /*i18n*/ { id: "validation.workshopExact", message: "Please choose exactly {count} items." },
  workshopMin: /*i18n*/ { id: "validation.workshopMin", message: "Please choose at least {min} items." },
  workshopMax: /*i18n*/ { id: "validation.workshopMax", message: "Please choose at most {max} items." },
  workshopNoneCombined: /*i18n*/ {
    id: "validation.workshopNoneCombined",
    message: "“Not attending” cannot be combined with other choices.",
  },
  workshopUnavailable: /*i18n*/ {
    id: "validation.workshopUnavailable",
    message: "This item is not available. Please choose another.",
  },
  workshopDuplicate: /*i18n*/ { id: "validation.workshopDuplicate", message: "This item is chosen twice." },
  invitationCode: /*i18n*/ {
    id: "validation.invitationCode",
    message: "This invitation code is not valid for this conference. Please check it.",
  },
  participantTypeUnavailable: /*i18n*/ {
    id: "validation.participantTypeUnavailable",
    message: "This participation type is not available. Please choose another.",
  },
  workshopOnlyNeedsWorkshop: /*i18n*/ {
    id: "validation.workshopOnlyNeedsWorkshop",
    message: "This participation type needs at least one workshop.",
  },
  amount: /*i18n*/ { id: "validation.amount", message: "Please check the amount." },
  imageType: /*i18n*/ { id: "validation.imageType", message: "Only jpg, bmp or png images are accepted." },
  imageSize: /*i18n*/ { id: "validation.imageSize", message: "The image cannot exceed 10 MB." },
  invoiceTitleSociety: /*i18n*/ {
    id: "validation.invoiceTitleSociety",
    message: "The buyer's invoice information cannot be the society's own.",
  },
  integer: /*i18n*/ { id: "validation.integer", message: "Please enter a whole number." },
  date: /*i18n*/ { id: "validation.date", message: "Please enter a valid date and time." },
  invalid: /*i18n*/ { id: "validation.invalid", message: "This value is not valid." },
  unsafeText: /*i18n*/ {
    id: "validation.unsafeText",
    message: "Please remove line breaks, control characters or invisible characters from this field.",
  },
} as const satisfies Record<string, Label>;

export type ValidationMessage = keyof typeof validationMessages;
export const validationIds = Object.fromEntries(
  Object.entries(validationMessages).map(([key, label]) => [key, label.id]),
) as { [K in ValidationMessage]: (typeof validationMessages)[K]["id"] };
