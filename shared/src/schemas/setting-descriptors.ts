import type { KioskLookupCost } from "../checkin/lookup-cost";
import type { InvoiceContent } from "../enums";
import type { Bilingual, Label } from "../i18n";
import type { ConferenceSettings } from "./conference";
import type { HotelWindow } from "./hotel-window";

/** The editor's groups of settings, in the order they are shown (DOMAIN.md §2). */
export const settingGroups = {
  form: /*i18n*/ { id: "settingGroup.form", message: "Registration and form" },
  fees: /*i18n*/ { id: "settingGroup.fees", message: "Fees and payment" },
  papers: /*i18n*/ { id: "settingGroup.papers", message: "Papers" },
  workshops: /*i18n*/ { id: "settingGroup.workshops", message: "Workshops" },
  hotel: /*i18n*/ { id: "settingGroup.hotel", message: "Hotel and lodging" },
  invoices: /*i18n*/ { id: "settingGroup.invoices", message: "Invoices" },
  checkin: /*i18n*/ { id: "settingGroup.checkin", message: "Check-in and badges" },
  fields: /*i18n*/ { id: "settingGroup.fields", message: "Named fields" },
} as const satisfies Record<string, Label>;
export type SettingGroup = keyof typeof settingGroups;

/** A part of a composite setting (the named fields, the badge): a switch or a whole number. */
type Part<V> = { label: Label } & ([V] extends [boolean] ? { control: "switch" } : { control: "integer" });

/**
 * How a setting is edited, by the type of its value, so a setting whose type changes does not compile
 * until its control does. Bounds and lengths are the schema's (`conferenceSettings`): forms check with it.
 */
export type SettingControl<V> = [V] extends [boolean]
  ? { control: "switch" }
  : [V] extends [number]
    ? { control: "integer" }
    : [V] extends [KioskLookupCost]
      ? { control: "kioskLookupCost" }
      : [V] extends [string]
        ? { control: "text" }
        : [V] extends [Bilingual]
          ? { control: "bilingual" }
          : [V] extends [Bilingual | null]
            ? { control: "optionalBilingual" }
            : [V] extends [HotelWindow | null]
              ? { control: "dayRange" }
              : [V] extends [string | null]
                ? { control: "dateTime" }
                : [V] extends [readonly InvoiceContent[]]
                  ? { control: "invoiceContents" }
                  : [V] extends [Record<string, boolean | number>]
                    ? { control: "parts"; parts: { [P in keyof V]: Part<V[P]> } }
                    : never;

export type SettingDescriptor<V> = {
  group: SettingGroup;
  label: Label;
  /** One line: what the setting changes for attendees and staff. */
  help: Label;
  /** Changing it would strand the registrations made under it (their currency, their kind): refused once there are any. */
  lockedWithRegistrations?: true;
} & SettingControl<V>;

type Descriptors = { [K in keyof ConferenceSettings]: SettingDescriptor<ConferenceSettings[K]> };

const sw = { control: "switch" } as const;
const integer = { control: "integer" } as const;
const text = { control: "text" } as const;

/**
 * Every conference setting (schemas/conference.ts) with its group, label, one-line help and control: the
 * conference editor is drawn from this table, and a setting added to the schema does not compile until it
 * is described here.
 */
export const settingDescriptors = {
  isOnlyinvoice: {
    group: "form",
    ...sw,
    lockedWithRegistrations: true,
    label: /*i18n*/ { id: "setting.isOnlyinvoice.label", message: "Invoice-only collection" },
    help: /*i18n*/ {
      id: "setting.isOnlyinvoice.help",
      message: "Customers enter an amount to pay and be invoiced (dues), instead of registering.",
    },
  },
  isEn: {
    group: "form",
    ...sw,
    label: /*i18n*/ { id: "setting.isEn.label", message: "English conference" },
    help: /*i18n*/ {
      id: "setting.isEn.help",
      message: "Text fields ask for English, and notices and payment subjects use the English title.",
    },
  },
  englishNameFields: {
    group: "form",
    ...sw,
    label: /*i18n*/ { id: "setting.englishNameFields.label", message: "English name and unit" },
    help: /*i18n*/ {
      id: "setting.englishNameFields.help",
      message: "The form also asks for the name and unit in English, both required.",
    },
  },
  isIdcard: {
    group: "form",
    ...sw,
    label: /*i18n*/ { id: "setting.isIdcard.label", message: "Identity document" },
    help: /*i18n*/ {
      id: "setting.isIdcard.help",
      message: "Every registrant gives an ID number or passport; one live registration per document.",
    },
  },
  isPosition: {
    group: "form",
    ...sw,
    label: /*i18n*/ { id: "setting.isPosition.label", message: "Position required" },
    help: /*i18n*/ { id: "setting.isPosition.help", message: "The registrant's position must be filled in." },
  },
  isPersonaddress: {
    group: "form",
    ...sw,
    label: /*i18n*/ { id: "setting.isPersonaddress.label", message: "Address declaration" },
    help: /*i18n*/ {
      id: "setting.isPersonaddress.help",
      message: "Asks for the residence and workplace addresses and the health-code image.",
    },
  },
  isHalal: {
    group: "form",
    ...sw,
    label: /*i18n*/ { id: "setting.isHalal.label", message: "Meal choice" },
    help: /*i18n*/ {
      id: "setting.isHalal.help",
      message: "Asks whether the registrant eats regular or halal meals.",
    },
  },
  quickRegist: {
    group: "form",
    ...sw,
    label: /*i18n*/ { id: "setting.quickRegist.label", message: "Quick registration" },
    help: /*i18n*/ {
      id: "setting.quickRegist.help",
      message: "Offers the people an account registered before and proposes its earlier choices.",
    },
  },
  protocolEnabled: {
    group: "form",
    ...sw,
    label: /*i18n*/ { id: "setting.protocolEnabled.label", message: "Agreement page" },
    help: /*i18n*/ {
      id: "setting.protocolEnabled.help",
      message:
        "Registrants accept the conference's agreement (PhD students and postdocs) before registering.",
    },
  },
  memberCheck: {
    group: "form",
    ...sw,
    label: /*i18n*/ { id: "setting.memberCheck.label", message: "Check member numbers" },
    help: /*i18n*/ {
      id: "setting.memberCheck.help",
      message:
        "Member and committee types' numbers must be on the society's lists under the registrant's name.",
    },
  },
  studentCardLabel: {
    group: "form",
    control: "optionalBilingual",
    label: /*i18n*/ { id: "setting.studentCardLabel.label", message: "Student card wording" },
    help: /*i18n*/ {
      id: "setting.studentCardLabel.help",
      message: "What the form calls the student card; empty: the usual words.",
    },
  },
  maxUnpaidPerAccount: {
    group: "form",
    ...integer,
    label: /*i18n*/ { id: "setting.maxUnpaidPerAccount.label", message: "Unpaid registrations per account" },
    help: /*i18n*/ {
      id: "setting.maxUnpaidPerAccount.help",
      message: "How many unpaid registrations one account may hold at once (protects limited places).",
    },
  },
  openInform: {
    group: "form",
    ...sw,
    label: /*i18n*/ { id: "setting.openInform.label", message: "Show the notice" },
    help: /*i18n*/ {
      id: "setting.openInform.help",
      message: "Links the conference's notice (the address below) from the registration pages.",
    },
  },
  informUrl: {
    group: "form",
    ...text,
    label: /*i18n*/ { id: "setting.informUrl.label", message: "Notice address" },
    help: /*i18n*/ { id: "setting.informUrl.help", message: "The web address of the conference's notice." },
  },
  miniProgramBackUrl: {
    group: "form",
    ...text,
    label: /*i18n*/ { id: "setting.miniProgramBackUrl.label", message: "Mini-program return link" },
    help: /*i18n*/ {
      id: "setting.miniProgramBackUrl.help",
      message: "Where the pages send people back to inside the mini-program; empty: no link.",
    },
  },
  isPay: {
    group: "fees",
    ...sw,
    label: /*i18n*/ { id: "setting.isPay.label", message: "Paid conference" },
    help: /*i18n*/ {
      id: "setting.isPay.help",
      message: "Registrations pay a fee; off: registration is free.",
    },
  },
  isDollar: {
    group: "fees",
    ...sw,
    lockedWithRegistrations: true,
    label: /*i18n*/ { id: "setting.isDollar.label", message: "Priced in US dollars" },
    help: /*i18n*/ {
      id: "setting.isDollar.help",
      message: "Fees are the types' and workshops' dollar prices, paid by PayPal.",
    },
  },
  isOnsite: {
    group: "fees",
    ...sw,
    label: /*i18n*/ { id: "setting.isOnsite.label", message: "Pay on site" },
    help: /*i18n*/ {
      id: "setting.isOnsite.help",
      message: "Attendees may choose to pay at the registration desk.",
    },
  },
  isGroup: {
    group: "fees",
    ...sw,
    label: /*i18n*/ { id: "setting.isGroup.label", message: "Group discounts" },
    help: /*i18n*/ {
      id: "setting.isGroup.help",
      message: "Registrants may start or join a group under the conference's discount schemes.",
    },
  },
  recalculateFeeWhileUnpaid: {
    group: "fees",
    ...sw,
    label: /*i18n*/ { id: "setting.recalculateFeeWhileUnpaid.label", message: "Today's prices on edit" },
    help: /*i18n*/ {
      id: "setting.recalculateFeeWhileUnpaid.help",
      message: "An unpaid registration edited later pays today's prices, not those of its first submission.",
    },
  },
  refundUrl: {
    group: "fees",
    ...text,
    label: /*i18n*/ { id: "setting.refundUrl.label", message: "Refund application address" },
    help: /*i18n*/ {
      id: "setting.refundUrl.help",
      message:
        "Where attendees apply for refunds; empty: they are told to write to the conference's mailbox.",
    },
  },
  isPaper: {
    group: "papers",
    ...sw,
    label: /*i18n*/ { id: "setting.isPaper.label", message: "Papers" },
    help: /*i18n*/ {
      id: "setting.isPaper.help",
      message: "Types that allow papers add their accepted papers, priced by the fee table.",
    },
  },
  mustPaper: {
    group: "papers",
    ...sw,
    label: /*i18n*/ { id: "setting.mustPaper.label", message: "Paper required" },
    help: /*i18n*/ {
      id: "setting.mustPaper.help",
      message: "A registration with papers must add at least one.",
    },
  },
  isPinpaper: {
    group: "papers",
    ...sw,
    label: /*i18n*/ { id: "setting.isPinpaper.label", message: "Find papers by PIN" },
    help: /*i18n*/ {
      id: "setting.isPinpaper.help",
      message: "A paper that is not the attendee's own can be added with its PIN.",
    },
  },
  isPapermd: {
    group: "papers",
    ...sw,
    label: /*i18n*/ { id: "setting.isPapermd.label", message: "Paper codes" },
    help: /*i18n*/ { id: "setting.isPapermd.help", message: "Each paid paper gets a paper code." },
  },
  isPapermdccc: {
    group: "papers",
    ...sw,
    label: /*i18n*/ { id: "setting.isPapermdccc.label", message: "Paper codes (CCC)" },
    help: /*i18n*/ {
      id: "setting.isPapermdccc.help",
      message: "Paper codes as the control conference's proceedings use them.",
    },
  },
  isPaperitsc: {
    group: "papers",
    ...sw,
    label: /*i18n*/ { id: "setting.isPaperitsc.label", message: "Paper codes (ITSC)" },
    help: /*i18n*/ {
      id: "setting.isPaperitsc.help",
      message: "Paper codes as the ITSC proceedings use them.",
    },
  },
  paperCodeLabel: {
    group: "papers",
    control: "optionalBilingual",
    label: /*i18n*/ { id: "setting.paperCodeLabel.label", message: "Paper code wording" },
    help: /*i18n*/ {
      id: "setting.paperCodeLabel.help",
      message: "What the pages call the paper code (e.g. upload code); empty: paper code.",
    },
  },
  paperLimit: {
    group: "papers",
    ...integer,
    label: /*i18n*/ { id: "setting.paperLimit.label", message: "Papers per registration" },
    help: /*i18n*/ {
      id: "setting.paperLimit.help",
      message: "At most this many papers per registration (a type may allow fewer).",
    },
  },
  pageLimit: {
    group: "papers",
    ...integer,
    label: /*i18n*/ { id: "setting.pageLimit.label", message: "Most pages per paper" },
    help: /*i18n*/ { id: "setting.pageLimit.help", message: "The page stepper goes from 1 to this number." },
  },
  pageFeeLimit: {
    group: "papers",
    ...integer,
    label: /*i18n*/ { id: "setting.pageFeeLimit.label", message: "Default page count" },
    help: /*i18n*/ {
      id: "setting.pageFeeLimit.help",
      message: "The page count a paper starts with (at most the most pages).",
    },
  },
  paperDeadline: {
    group: "papers",
    control: "dateTime",
    label: /*i18n*/ { id: "setting.paperDeadline.label", message: "Paper deadline" },
    help: /*i18n*/ {
      id: "setting.paperDeadline.help",
      message: "Papers are added until this moment (the conference's clock); empty: no deadline.",
    },
  },
  isWorkshop: {
    group: "workshops",
    ...sw,
    label: /*i18n*/ { id: "setting.isWorkshop.label", message: "Workshops" },
    help: /*i18n*/ {
      id: "setting.isWorkshop.help",
      message: "Registrants choose among the conference's workshops.",
    },
  },
  isWorkshopFee: {
    group: "workshops",
    ...sw,
    label: /*i18n*/ { id: "setting.isWorkshopFee.label", message: "Workshops are charged" },
    help: /*i18n*/ {
      id: "setting.isWorkshopFee.help",
      message: "Each chosen workshop's fee is added to the total.",
    },
  },
  workshopTitle: {
    group: "workshops",
    control: "bilingual",
    label: /*i18n*/ { id: "setting.workshopTitle.label", message: "What workshops are called" },
    help: /*i18n*/ {
      id: "setting.workshopTitle.help",
      message: "e.g. Workshop, Forum; shown on the form and lists.",
    },
  },
  workshopLow: {
    group: "workshops",
    ...integer,
    label: /*i18n*/ { id: "setting.workshopLow.label", message: "Fewest workshops" },
    help: /*i18n*/ {
      id: "setting.workshopLow.help",
      message: "A registrant chooses at least this many (0: none needed).",
    },
  },
  workshopHigh: {
    group: "workshops",
    ...integer,
    label: /*i18n*/ { id: "setting.workshopHigh.label", message: "Most workshops" },
    help: /*i18n*/ {
      id: "setting.workshopHigh.help",
      message: "A registrant chooses at most this many (0: no limit).",
    },
  },
  isHotel: {
    group: "hotel",
    ...sw,
    label: /*i18n*/ { id: "setting.isHotel.label", message: "Hotel booking" },
    help: /*i18n*/ {
      id: "setting.isHotel.help",
      message: "Registrants may book a room in the conference's hotels.",
    },
  },
  hotelAlwaysShown: {
    group: "hotel",
    ...sw,
    label: /*i18n*/ { id: "setting.hotelAlwaysShown.label", message: "Hotel block always shown" },
    help: /*i18n*/ {
      id: "setting.hotelAlwaysShown.help",
      message: "The hotel block shows for everyone, not only with an invitation code that opens it.",
    },
  },
  hotelWindow: {
    group: "hotel",
    control: "dayRange",
    label: /*i18n*/ { id: "setting.hotelWindow.label", message: "Hotel dates" },
    help: /*i18n*/ {
      id: "setting.hotelWindow.help",
      message: "Earliest check-in and latest check-out the hotels take; empty: any stay.",
    },
  },
  lodgingEnabled: {
    group: "hotel",
    ...sw,
    label: /*i18n*/ { id: "setting.lodgingEnabled.label", message: "Lodging columns" },
    help: /*i18n*/ {
      id: "setting.lodgingEnabled.help",
      message: "The back office's lists show the lodging and transport columns.",
    },
  },
  isAllinvoice: {
    group: "invoices",
    ...sw,
    label: /*i18n*/ { id: "setting.isAllinvoice.label", message: "Special VAT invoices" },
    help: /*i18n*/ {
      id: "setting.isAllinvoice.help",
      message: "Digital special invoices are offered besides ordinary ones.",
    },
  },
  isPaperinvoice: {
    group: "invoices",
    ...sw,
    label: /*i18n*/ { id: "setting.isPaperinvoice.label", message: "Paper invoices" },
    help: /*i18n*/ {
      id: "setting.isPaperinvoice.help",
      message: "Paper invoices are offered (collected on site).",
    },
  },
  isPost: {
    group: "invoices",
    ...sw,
    label: /*i18n*/ { id: "setting.isPost.label", message: "Post paper invoices" },
    help: /*i18n*/ {
      id: "setting.isPost.help",
      message: "Paper invoices are posted: the form asks for a mailing address and phone.",
    },
  },
  isInvoiceremark: {
    group: "invoices",
    ...sw,
    label: /*i18n*/ { id: "setting.isInvoiceremark.label", message: "Invoice remark" },
    help: /*i18n*/ { id: "setting.isInvoiceremark.help", message: "The invoice form has a remark field." },
  },
  invoiceContents: {
    group: "invoices",
    control: "invoiceContents",
    label: /*i18n*/ { id: "setting.invoiceContents.label", message: "Invoice contents" },
    help: /*i18n*/ {
      id: "setting.invoiceContents.help",
      message: "What an invoice may be issued for; the first is the default. Empty: registration fee.",
    },
  },
  isCard: {
    group: "checkin",
    ...sw,
    label: /*i18n*/ { id: "setting.isCard.label", message: "Attendance cards" },
    help: /*i18n*/ {
      id: "setting.isCard.help",
      message: "Staff record each attendee's 10-digit card number; kiosks find people by it.",
    },
  },
  kioskLookupCost: {
    group: "checkin",
    control: "kioskLookupCost",
    label: /*i18n*/ { id: "setting.kioskLookupCost.label", message: "Kiosk ID look-up cost" },
    help: /*i18n*/ {
      id: "setting.kioskLookupCost.help",
      message:
        "How hard kiosks make the hashes they find scanned ID numbers by: strong protects a lost kiosk's data better, fast answers scans sooner. Choose before pairing kiosks: a change re-makes every hash.",
    },
  },
  badge: {
    group: "checkin",
    control: "parts",
    label: /*i18n*/ { id: "setting.badge.label", message: "Default badge" },
    help: /*i18n*/ {
      id: "setting.badge.help",
      message: "Size and contents of badges where no template of the badge designer applies.",
    },
    parts: {
      widthMm: { control: "integer", label: /*i18n*/ { id: "setting.badge.widthMm", message: "Width (mm)" } },
      heightMm: {
        control: "integer",
        label: /*i18n*/ { id: "setting.badge.heightMm", message: "Height (mm)" },
      },
      showUnit: { control: "switch", label: /*i18n*/ { id: "setting.badge.showUnit", message: "Unit" } },
      showType: { control: "switch", label: /*i18n*/ { id: "setting.badge.showType", message: "Type" } },
      showQr: { control: "switch", label: /*i18n*/ { id: "setting.badge.showQr", message: "QR code" } },
    },
  },
  fields: {
    group: "fields",
    control: "parts",
    label: /*i18n*/ { id: "setting.fields.label", message: "Additional questions" },
    help: /*i18n*/ {
      id: "setting.fields.help",
      message: "The named questions the additional-information block asks.",
    },
    parts: {
      social: { control: "switch", label: /*i18n*/ { id: "setting.fields.social", message: "Social event" } },
      allergens: {
        control: "switch",
        label: /*i18n*/ { id: "setting.fields.allergens", message: "Allergens" },
      },
      paperIds: {
        control: "switch",
        label: /*i18n*/ { id: "setting.fields.paperIds", message: "Paper ids (free text)" },
      },
      isVisit: { control: "switch", label: /*i18n*/ { id: "setting.fields.isVisit", message: "Visit" } },
      award: {
        control: "switch",
        label: /*i18n*/ { id: "setting.fields.award", message: "Award certificate" },
      },
    },
  },
} as const satisfies Descriptors;

export type SettingKey = keyof ConferenceSettings;
export const settingKeys = Object.keys(settingDescriptors) as SettingKey[];

/** Settings that cannot change once the conference has live registrations. */
export const settingsLockedWithRegistrations = settingKeys.filter(
  (key) => (settingDescriptors[key] as { lockedWithRegistrations?: true }).lockedWithRegistrations === true,
);
