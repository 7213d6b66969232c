import type { Label } from "./i18n";

/**
 * Field-level messages. zod schemas and rule functions report these ids; server and PWA show their text.
 * Placeholders in braces are filled from the field error's `params`.
 */
export const validationMessages = {
  required: /*i18n*/ { id: "validation.required", message: "This field is required." },
  voucher: /*i18n*/ { id: "validation.voucher", message: "Please upload the transfer voucher." },
  studentCard: /*i18n*/ { id: "validation.studentCard", message: "Please upload the student card." },
  otherMemberCard: /*i18n*/ {
    id: "validation.otherMemberCard",
    message: "Please upload the other society's member card.",
  },
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
  memberMismatch: /*i18n*/ {
    id: "validation.memberMismatch",
    message: "The member name and number do not match the society's member list.",
  },
  committeeMismatch: /*i18n*/ {
    id: "validation.committeeMismatch",
    message: "The name and number do not match the committee's member list.",
  },
  workshopOnlyNeedsWorkshop: /*i18n*/ {
    id: "validation.workshopOnlyNeedsWorkshop",
    message: "This participation type needs at least one workshop.",
  },
  amount: /*i18n*/ { id: "validation.amount", message: "Please check the amount." },
  amountNegative: /*i18n*/ { id: "validation.amountNegative", message: "An amount cannot be negative." },
  imageType: /*i18n*/ { id: "validation.imageType", message: "Only jpg, bmp or png images are accepted." },
  imageSize: /*i18n*/ { id: "validation.imageSize", message: "The image cannot exceed 10 MB." },
  // The address declaration (rules/address.ts): spec 000 §8 "please check address", "check huizhanma".
  address: /*i18n*/ {
    id: "validation.address",
    message: "Please check the address: the province, city and district, and the street address.",
  },
  healthCode: /*i18n*/ {
    id: "validation.healthCode",
    message: "Please upload the image of your exhibition health code.",
  },
  invoiceTitleSociety: /*i18n*/ {
    id: "validation.invoiceTitleSociety",
    message: "The buyer's invoice information cannot be the society's own.",
  },
  // The optional blocks of the form (rules/papers.ts, hotel.ts, extras.ts, invoice.ts, group.ts).
  paperUnavailable: /*i18n*/ {
    id: "validation.paperUnavailable",
    message: "Cannot add papers under the current participation type.",
  },
  paperLimit: /*i18n*/ {
    id: "validation.paperLimit",
    message: "Each registration covers at most {max, plural, one {# paper} other {# papers}}.",
  },
  paperRequired: /*i18n*/ { id: "validation.paperRequired", message: "Please add at least one paper." },
  paperNotFound: /*i18n*/ { id: "validation.paperNotFound", message: "No paper found with ID {paperId}." },
  paperNotFinal: /*i18n*/ {
    id: "validation.paperNotFinal",
    message: "Paper {paperId} has no final version yet and cannot be registered.",
  },
  lockedParticipantType: /*i18n*/ {
    id: "validation.lockedParticipantType",
    message: "The participant type cannot be changed once the fee is paid or under review.",
  },
  lockedWorkshops: /*i18n*/ {
    id: "validation.lockedWorkshops",
    message: "The workshops cannot be changed once the fee is paid or under review.",
  },
  lockedPapers: /*i18n*/ {
    id: "validation.lockedPapers",
    message: "The papers cannot be changed once the fee is paid or under review.",
  },
  lockedPayType: /*i18n*/ {
    id: "validation.lockedPayType",
    message: "The payment method cannot be changed once the fee is paid or under review.",
  },
  lockedGroup: /*i18n*/ {
    id: "validation.lockedGroup",
    message: "A group can be joined only while the registration is unpaid and in no group.",
  },
  lockedInvoice: /*i18n*/ {
    id: "validation.lockedInvoice",
    message: "The invoice has been applied for or issued; it cannot be changed here.",
  },
  paperTaken: /*i18n*/ {
    id: "validation.paperTaken",
    message: "Paper {paperId} is already registered by another registration.",
  },
  paperDuplicate: /*i18n*/ {
    id: "validation.paperDuplicate",
    message: "Paper {paperId} is already in the list.",
  },
  paperAuthor: /*i18n*/ {
    id: "validation.paperAuthor",
    message: "Name not the same: the authors of paper {paperId} do not include the registrant.",
  },
  paperPages: /*i18n*/ { id: "validation.paperPages", message: "Please select the page number." },
  paperIdAndPages: /*i18n*/ {
    id: "validation.paperIdAndPages",
    message: "Please enter the Paper ID and Page Number.",
  },
  paperPageRange: /*i18n*/ { id: "validation.paperPageRange", message: "A paper has 1 to {max} pages." },
  paperDeadline: /*i18n*/ {
    id: "validation.paperDeadline",
    message: "The deadline for registering papers has passed.",
  },
  paperPin: /*i18n*/ {
    id: "validation.paperPin",
    message: "Paper {paperId} is not yours: please enter its correct PIN.",
  },
  hotelUnavailable: /*i18n*/ {
    id: "validation.hotelUnavailable",
    message: "Hotel booking is not offered for this registration.",
  },
  roomTypeUnavailable: /*i18n*/ {
    id: "validation.roomTypeUnavailable",
    message: "This room type is not available. Please choose another.",
  },
  hotelDates: /*i18n*/ {
    id: "validation.hotelDates",
    message: "The check-out date must be after the check-in date.",
  },
  hotelWindow: /*i18n*/ {
    id: "validation.hotelWindow",
    message: "Please choose dates from {from} (earliest check-in) to {to} (latest check-out).",
  },
  hotelStayTooLong: /*i18n*/ {
    id: "validation.hotelStayTooLong",
    message: "A booking covers at most {max} nights.",
  },
  hotelWindowOrder: /*i18n*/ {
    id: "validation.hotelWindowOrder",
    message: "The hotel booking period must end after it starts, at most a year later.",
  },
  roommateRequired: /*i18n*/ {
    id: "validation.roommateRequired",
    message: "A shared room needs the roommate's name.",
  },
  hotelRequired: /*i18n*/ {
    id: "validation.hotelRequired",
    message: "Please book the hotel and give your check-in and check-out dates.",
  },
  travelOrder: /*i18n*/ {
    id: "validation.travelOrder",
    message: "The departure must be after the arrival.",
  },
  extraUnavailable: /*i18n*/ {
    id: "validation.extraUnavailable",
    message: "This question is not asked for this conference.",
  },
  extraDuplicate: /*i18n*/ { id: "validation.extraDuplicate", message: "This question is answered twice." },
  extraChoice: /*i18n*/ { id: "validation.extraChoice", message: "Please choose among the options offered." },
  invoiceTypeUnavailable: /*i18n*/ {
    id: "validation.invoiceTypeUnavailable",
    message: "This invoice type is not offered here. Please choose another.",
  },
  invoiceContentUnavailable: /*i18n*/ {
    id: "validation.invoiceContentUnavailable",
    message: "This invoice content is not offered here. Please choose another.",
  },
  invoicePaypal: /*i18n*/ {
    id: "validation.invoicePaypal",
    message: "Payments by PayPal receive a USD receipt or no invoice.",
  },
  invoiceElectronicCap: /*i18n*/ {
    id: "validation.invoiceElectronicCap",
    message:
      "An ordinary digital invoice covers at most {cap} yuan. Please choose a special invoice, or contact the finance office.",
  },
  groupUnavailable: /*i18n*/ {
    id: "validation.groupUnavailable",
    message: "Group discounts are not offered for this conference.",
  },
  groupScheme: /*i18n*/ { id: "validation.groupScheme", message: "Please select the group size." },
  groupNotFound: /*i18n*/ {
    id: "validation.groupNotFound",
    message: "Group discount code not found. Please re-enter it or start a new group.",
  },
  groupExpired: /*i18n*/ {
    id: "validation.groupExpired",
    message: "Sorry, this group code has expired. Please re-enter it or start a new group.",
  },
  groupFull: /*i18n*/ {
    id: "validation.groupFull",
    message: "Sorry, this group is full. Please re-enter a code or start a new group.",
  },
  integer: /*i18n*/ { id: "validation.integer", message: "Please enter a whole number." },
  date: /*i18n*/ { id: "validation.date", message: "Please enter a valid date and time." },
  invalid: /*i18n*/ { id: "validation.invalid", message: "This value is not valid." },
  oneCursor: /*i18n*/ {
    id: "validation.oneCursor",
    message: "A page starts either after or before a row, not both.",
  },
  kioskPin: /*i18n*/ { id: "validation.kioskPin", message: "A PIN has 4 to 8 digits." },
  badgeOutsidePage: /*i18n*/ {
    id: "validation.badgeOutsidePage",
    message: "This element reaches past the edge of the badge. Move it or make it smaller.",
  },
  unsafeText: /*i18n*/ {
    id: "validation.unsafeText",
    message: "Please remove line breaks, control characters or invisible characters from this field.",
  },
  // The conference editor (api/conference-editor.ts).
  conferenceTitle: /*i18n*/ {
    id: "validation.conferenceTitle",
    message: "Please enter the conference name.",
  },
  systemCode: /*i18n*/ {
    id: "validation.systemCode",
    message: "The system code is 1 to 40 letters, digits, - or _.",
  },
  timeZone: /*i18n*/ {
    id: "validation.timeZone",
    message: "Please choose a time zone such as Asia/Shanghai.",
  },
  conferenceDates: /*i18n*/ {
    id: "validation.conferenceDates",
    message: "Registration must end after it starts, with the early-bird deadline between the two.",
  },
  nameRequired: /*i18n*/ {
    id: "validation.nameRequired",
    message: "Please enter the name in Chinese or in English.",
  },
  optionsRequired: /*i18n*/ {
    id: "validation.optionsRequired",
    message: "A choice question needs at least one option.",
  },
  optionDuplicate: /*i18n*/ {
    id: "validation.optionDuplicate",
    message: "Each option needs its own value.",
  },
  feeRowDuplicate: /*i18n*/ {
    id: "validation.feeRowDuplicate",
    message: "This participant type already has a row for this number of papers.",
  },
  schemeRange: /*i18n*/ {
    id: "validation.schemeRange",
    message: "The maximum number of people cannot be below the minimum.",
  },
  earlyFeeAboveFee: /*i18n*/ {
    id: "validation.earlyFeeAboveFee",
    message: "The early-bird fee cannot be higher than the full fee.",
  },
  discountFactor: /*i18n*/ {
    id: "validation.discountFactor",
    message: "The discount is a factor above 0 and at most 1 (0.9 is 10% off).",
  },
  dateRange: /*i18n*/ {
    id: "validation.dateRange",
    message: "The end date cannot come before the start date.",
  },
  importChoice: /*i18n*/ {
    id: "validation.importChoice",
    message: "“{value}” is not one of: {choices}.",
  },
  importDuplicate: /*i18n*/ {
    id: "validation.importDuplicate",
    message: "Row {row} of the file already has this entry.",
  },
  gender: /*i18n*/ { id: "validation.gender", message: "Write 男 or 女 (male or female)." },
} as const satisfies Record<string, Label>;

export type ValidationMessage = keyof typeof validationMessages;
export const validationIds = Object.fromEntries(
  Object.entries(validationMessages).map(([key, label]) => [key, label.id]),
) as { [K in ValidationMessage]: (typeof validationMessages)[K]["id"] };
