import { registrationChannelLabels } from "../api/registration-panel";
import {
  dinnerLabels,
  hotelPayTypeLabels,
  invoiceContentLabels,
  invoiceStatusLabels,
  invoiceTypeLabels,
  type Labels,
  mealTypeLabels,
  payStateLabels,
  payTypeLabels,
  personLevelLabels,
  printTypeLabels,
  residentTypeLabels,
  signInLabels,
} from "../enums";
import {
  type RegistrantFieldDescriptor,
  type RegistrantFieldName,
  registrantFieldDescriptors,
} from "../fields/registrant";
import type { Label } from "../i18n";

/**
 * Groups of the registration record's columns (spec 002 §2's column groups, §3's fields): the list shows
 * some of them on request, the export writes them all.
 */
export const registrationFieldGroups = {
  basic: /*i18n*/ { id: "regFieldGroup.basic", message: "Basic" },
  attendance: /*i18n*/ { id: "regFieldGroup.attendance", message: "Attendance" },
  payment: /*i18n*/ { id: "regFieldGroup.payment", message: "Payment" },
  invoice: /*i18n*/ { id: "regFieldGroup.invoice", message: "Invoice" },
  extra: /*i18n*/ { id: "regFieldGroup.extra", message: "Extra information" },
  hotel: /*i18n*/ { id: "regFieldGroup.hotel", message: "Hotel" },
  traffic: /*i18n*/ { id: "regFieldGroup.traffic", message: "Traffic" },
  other: /*i18n*/ { id: "regFieldGroup.other", message: "Other information" },
} as const satisfies Record<string, Label>;
export type RegistrationFieldGroup = keyof typeof registrationFieldGroups;

/** The groups of lodging and transport: a conference's lists show them only with its `lodgingEnabled`. */
export const lodgingFieldGroups = ["hotel", "traffic"] as const satisfies readonly RegistrationFieldGroup[];

/**
 * The groups a list shows for a conference (`lodgingEnabled` decides the lodging ones); every group in the
 * all-conferences scope, which has no one conference's settings.
 */
export function shownFieldGroups<G extends string>(
  groups: readonly G[],
  settings: { lodgingEnabled: boolean } | null,
): G[] {
  if (!settings || settings.lodgingEnabled) return [...groups];
  return groups.filter((group) => !(lodgingFieldGroups as readonly string[]).includes(group));
}

/**
 * How a value is shown: text as is, `bilingual` in the reader's language, `list` joined, money with its
 * currency, `time` on the conference's clock, `enum` by its labels, `personal` masked unless the reader
 * may see it in full (the server masks before anything leaves it).
 */
export type FieldKind =
  | { kind: "text" }
  | { kind: "number" }
  | { kind: "bilingual" }
  | { kind: "list" }
  | { kind: "money" }
  | { kind: "time" }
  | { kind: "enum"; labels: Labels<number> | Labels<string> }
  | { kind: "personal"; personal: "phone" | "idNumber" };

export type RegistrationField = {
  label: Label;
  group: RegistrationFieldGroup;
  show: FieldKind;
  /** Shown only in the all-conferences scope (the conference's own column). */
  allScopeOnly?: boolean;
};

const text: FieldKind = { kind: "text" };
const number: FieldKind = { kind: "number" };
const time: FieldKind = { kind: "time" };
const money: FieldKind = { kind: "money" };
const bilingual: FieldKind = { kind: "bilingual" };
/** Every phone and ID number is one of these, whoever it belongs to (DOMAIN.md §10: masked unless revealed). */
const phone: FieldKind = { kind: "personal", personal: "phone" };
const oneOf = (labels: Labels<number> | Labels<string>): FieldKind => ({ kind: "enum", labels });
const yesNo: Labels<number> = {
  0: /*i18n*/ { id: "regField.no", message: "No" },
  1: /*i18n*/ { id: "regField.yes", message: "Yes" },
};

/** A registrant field's column: its label, group and display are the registry's (fields/registrant.ts). */
const registrant = (name: RegistrantFieldName): RegistrationField => {
  const { label, column }: RegistrantFieldDescriptor = registrantFieldDescriptors[name];
  return { label, group: column.group, show: column.show };
};

const f = (group: RegistrationFieldGroup, show: FieldKind, label: Label): RegistrationField => ({
  label,
  group,
  show,
});

/**
 * Every field of a registration an office reads (spec 002 §3: the registration, its payment, invoice,
 * hotel and travel fields and the export-only ones), keyed by the record's field, in the export's order.
 * The conference's extra questions come after `extra` fields as one column each (extraColumns).
 */
export const registrationFields = {
  id: f("basic", number, /*i18n*/ { id: "regField.id", message: "Registration no." }),
  conference: {
    ...f("basic", bilingual, /*i18n*/ { id: "regField.conference", message: "Conference" }),
    allScopeOnly: true,
  },
  name: registrant("name"),
  nameEn: registrant("nameEn"),
  gender: registrant("gender"),
  unit: registrant("unit"),
  unitEn: registrant("unitEn"),
  job: registrant("job"),
  position: registrant("position"),
  idType: registrant("idType"),
  idCountry: registrant("idCountry"),
  idNumber: registrant("idNumber"),
  email: registrant("email"),
  phone: registrant("phone"),
  wechatNickname: f("basic", text, /*i18n*/ { id: "regField.wechatNickname", message: "WeChat nickname" }),
  cardNumber: f("basic", text, /*i18n*/ { id: "regField.cardNumber", message: "Attendance card no." }),
  level: f("basic", oneOf(personLevelLabels), /*i18n*/ { id: "regField.level", message: "Person level" }),
  printType: f("basic", oneOf(printTypeLabels), /*i18n*/ { id: "regField.printType", message: "Badge type" }),
  remark: f("basic", text, /*i18n*/ { id: "regField.remark", message: "Remark" }),
  isSignIn: f("basic", oneOf(signInLabels), /*i18n*/ { id: "regField.isSignIn", message: "Check-in" }),
  signInTime: f("basic", time, /*i18n*/ { id: "regField.signInTime", message: "Checked in at" }),
  createTime: f("basic", time, /*i18n*/ { id: "regField.createTime", message: "Registered at" }),
  updateTime: f("basic", time, /*i18n*/ { id: "regField.updateTime", message: "Updated at" }),
  channel: f(
    "basic",
    oneOf(registrationChannelLabels),
    /*i18n*/ { id: "regField.channel", message: "Registered via" },
  ),

  participantType: f(
    "attendance",
    bilingual,
    /*i18n*/ { id: "regField.participantType", message: "Participant type" },
  ),
  workshops: f("attendance", { kind: "list" }, /*i18n*/ { id: "regField.workshops", message: "Workshops" }),
  memberNo: registrant("memberNo"),
  otherMemberNo: registrant("otherMemberNo"),
  paperIds: f("attendance", text, /*i18n*/ { id: "regField.paperIds", message: "Paper IDs" }),
  paperCount: f("attendance", number, /*i18n*/ { id: "regField.paperCount", message: "Papers" }),
  invcode: f("attendance", text, /*i18n*/ { id: "regField.invcode", message: "Invitation code" }),
  groupCode: f("attendance", text, /*i18n*/ { id: "regField.groupCode", message: "Group code" }),
  groupDiscount: f(
    "attendance",
    number,
    /*i18n*/ { id: "regField.groupDiscount", message: "Group discount (factor)" },
  ),
  isManager: f("attendance", oneOf(yesNo), /*i18n*/ { id: "regField.isManager", message: "Group leader" }),
  isRemoved: f("attendance", oneOf(yesNo), /*i18n*/ { id: "regField.isRemoved", message: "Left the group" }),

  payType: f("payment", oneOf(payTypeLabels), /*i18n*/ { id: "regField.payType", message: "Payment method" }),
  payStatus: f(
    "payment",
    // What the payment shows as (shared payStateOf): "nothing to pay" apart from unpaid.
    oneOf(payStateLabels),
    /*i18n*/ { id: "regField.payStatus", message: "Payment status" },
  ),
  totalFee: f("payment", money, /*i18n*/ { id: "regField.totalFee", message: "Total fee" }),
  receivedFee: f("payment", money, /*i18n*/ { id: "regField.receivedFee", message: "Received" }),
  payTime: f("payment", time, /*i18n*/ { id: "regField.payTime", message: "Paid at" }),
  outTradeNo: f("payment", text, /*i18n*/ { id: "regField.outTradeNo", message: "Order no." }),
  transactionId: f("payment", text, /*i18n*/ { id: "regField.transactionId", message: "Transaction no." }),

  invoiceType: f(
    "invoice",
    oneOf(invoiceTypeLabels),
    /*i18n*/ { id: "regField.invoiceType", message: "Invoice type" },
  ),
  invoiceStatus: f(
    "invoice",
    oneOf(invoiceStatusLabels),
    /*i18n*/ { id: "regField.invoiceStatus", message: "Invoice status" },
  ),
  invoiceContent: f(
    "invoice",
    oneOf(invoiceContentLabels),
    /*i18n*/ { id: "regField.invoiceContent", message: "Invoice content" },
  ),
  invoiceTitle: f("invoice", text, /*i18n*/ { id: "regField.invoiceTitle", message: "Invoice title" }),
  taxpayerNumber: f("invoice", text, /*i18n*/ { id: "regField.taxpayerNumber", message: "Taxpayer number" }),
  invoiceUnit: f("invoice", text, /*i18n*/ { id: "regField.invoiceUnit", message: "Invoice unit" }),
  invoiceAddress: f("invoice", text, /*i18n*/ { id: "regField.invoiceAddress", message: "Invoice address" }),
  invoicePhone: f("invoice", phone, /*i18n*/ { id: "regField.invoicePhone", message: "Invoice phone" }),
  invoiceBank: f("invoice", text, /*i18n*/ { id: "regField.invoiceBank", message: "Invoice bank" }),
  invoiceAccount: f("invoice", text, /*i18n*/ { id: "regField.invoiceAccount", message: "Bank account" }),
  postAddress: f("invoice", text, /*i18n*/ { id: "regField.postAddress", message: "Mailing address" }),
  postPhone: f("invoice", phone, /*i18n*/ { id: "regField.postPhone", message: "Recipient phone" }),
  postEmail: f("invoice", text, /*i18n*/ { id: "regField.postEmail", message: "Invoice e-mail" }),
  registree: f("invoice", text, /*i18n*/ { id: "regField.registree", message: "Invoice contact" }),
  invoiceNumber: f("invoice", text, /*i18n*/ { id: "regField.invoiceNumber", message: "Invoice number" }),
  fpdm: f("invoice", text, /*i18n*/ { id: "regField.fpdm", message: "Invoice code" }),
  invoiceTime: f("invoice", time, /*i18n*/ { id: "regField.invoiceTime", message: "Invoiced at" }),
  expressNumber: f("invoice", text, /*i18n*/ { id: "regField.expressNumber", message: "Express no." }),
  isTaken: f("invoice", oneOf(yesNo), /*i18n*/ { id: "regField.isTaken", message: "Invoice taken" }),
  invoiceRemark: f("invoice", text, /*i18n*/ { id: "regField.invoiceRemark", message: "Invoice remark" }),

  isHotel: f("hotel", oneOf(yesNo), /*i18n*/ { id: "regField.isHotel", message: "Books a room" }),
  hotel: f("hotel", bilingual, /*i18n*/ { id: "regField.hotel", message: "Hotel" }),
  roomType: f("hotel", bilingual, /*i18n*/ { id: "regField.roomType", message: "Room type" }),
  hotelNumber: f("hotel", number, /*i18n*/ { id: "regField.hotelNumber", message: "Rooms" }),
  hotelPayType: f(
    "hotel",
    oneOf(hotelPayTypeLabels),
    /*i18n*/ { id: "regField.hotelPayType", message: "Hotel payment" },
  ),
  hotelStartDate: f("hotel", text, /*i18n*/ { id: "regField.hotelStartDate", message: "Check-in date" }),
  hotelEndDate: f("hotel", text, /*i18n*/ { id: "regField.hotelEndDate", message: "Check-out date" }),
  hotelNights: f("hotel", number, /*i18n*/ { id: "regField.hotelNights", message: "Nights" }),
  residentType: f(
    "hotel",
    oneOf(residentTypeLabels),
    /*i18n*/ { id: "regField.residentType", message: "Occupancy" },
  ),
  roommateName: f("hotel", text, /*i18n*/ { id: "regField.roommateName", message: "Roommate" }),
  contactPhone: f("hotel", phone, /*i18n*/ { id: "regField.contactPhone", message: "Contact phone" }),
  dinner: f("hotel", oneOf(dinnerLabels), /*i18n*/ { id: "regField.dinner", message: "Dinner" }),
  mealType: f("hotel", oneOf(mealTypeLabels), /*i18n*/ { id: "regField.mealType", message: "Meal" }),

  travelArriveNumber: f(
    "traffic",
    text,
    /*i18n*/ { id: "regField.travelArriveNumber", message: "Arrival flight/train" },
  ),
  travelArriveTime: f("traffic", time, /*i18n*/ { id: "regField.travelArriveTime", message: "Arrives at" }),
  travelArrivePlace: f(
    "traffic",
    text,
    /*i18n*/ { id: "regField.travelArrivePlace", message: "Arrival station/airport" },
  ),
  travelDepartNumber: f(
    "traffic",
    text,
    /*i18n*/ { id: "regField.travelDepartNumber", message: "Departure flight/train" },
  ),
  travelDepartTime: f("traffic", time, /*i18n*/ { id: "regField.travelDepartTime", message: "Departs at" }),
  travelDepartPlace: f(
    "traffic",
    text,
    /*i18n*/ { id: "regField.travelDepartPlace", message: "Departure station/airport" },
  ),

  liveDistrict: f("other", text, /*i18n*/ { id: "regField.liveDistrict", message: "Home district" }),
  liveAddress: f("other", text, /*i18n*/ { id: "regField.liveAddress", message: "Home address" }),
  workDistrict: f("other", text, /*i18n*/ { id: "regField.workDistrict", message: "Work district" }),
  workAddress: f("other", text, /*i18n*/ { id: "regField.workAddress", message: "Work address" }),
  social: f("other", text, /*i18n*/ { id: "regField.social", message: "Social events" }),
  allergens: f("other", text, /*i18n*/ { id: "regField.allergens", message: "Allergens" }),
  isVisit: f("other", oneOf(yesNo), /*i18n*/ { id: "regField.isVisit", message: "Visit" }),
  awardTitle: f("other", text, /*i18n*/ { id: "regField.awardTitle", message: "Award title" }),
  awardFirstName: f("other", text, /*i18n*/ { id: "regField.awardFirstName", message: "Award first author" }),
  awardReceiveName: f(
    "other",
    text,
    /*i18n*/ { id: "regField.awardReceiveName", message: "Award recipient" },
  ),
  awardReceiveUnit: f(
    "other",
    text,
    /*i18n*/ { id: "regField.awardReceiveUnit", message: "Award recipient unit" },
  ),
  awardReceiveEmail: f(
    "other",
    text,
    /*i18n*/ { id: "regField.awardReceiveEmail", message: "Award recipient e-mail" },
  ),
  awardReceivePhone: f(
    "other",
    phone,
    /*i18n*/ { id: "regField.awardReceivePhone", message: "Award recipient phone" },
  ),
} as const satisfies Record<string, RegistrationField>;

export type RegistrationFieldName = keyof typeof registrationFields;
export const registrationFieldNames = Object.keys(registrationFields) as RegistrationFieldName[];
