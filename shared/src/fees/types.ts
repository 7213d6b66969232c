import type { Currency, PayType } from "../enums";
import type { ConferenceSettings, FeeRow, ParticipantType, Workshop } from "../schemas/conference";

/** The conference settings the fee depends on. */
export type FeeSettings = Pick<ConferenceSettings, "isDollar" | "isWorkshopFee" | "isOnlyinvoice">;

export type FeeParticipantType = Pick<
  ParticipantType,
  "id" | "fee" | "discountFee" | "dollar" | "dollarDiscount" | "workshopOnly"
>;

export type FeeWorkshop = Pick<Workshop, "id" | "fee" | "dollar" | "feeOnly" | "dollarOnly" | "isNoneOption">;

/** Everything the fee depends on, as plain data: the PWA and the server pass the same thing. */
export type FeeInput = {
  /** The conference's early-bird deadline (ISO-8601); early prices apply while now <= it. */
  discountTime: string;
  settings: FeeSettings;
  /** null before a type is chosen: no base fee. */
  participantType: FeeParticipantType | null;
  workshops?: readonly FeeWorkshop[];
  feeRows?: readonly FeeRow[];
  /** Page count of each paper, in the order the attendee lists them. */
  paperPages?: readonly number[];
  payType?: PayType | null;
  now: Date;
  /** The group scheme's factor (0 < d <= 1) while the registration is an active group member. */
  groupDiscount?: number | null;
  /** Invoice-only conferences: the amount the customer entered, in cents. */
  invoiceAmount?: number | null;
};

/** One line of the breakdown the UI shows; amounts in cents of the result's currency. */
export type FeeLine =
  | { kind: "base"; participantTypeId: number; earlyBird: boolean; amount: number }
  | { kind: "paperRow"; participantTypeId: number; papers: number; earlyBird: boolean; amount: number }
  | {
      kind: "overPage";
      /** 1-based position of the paper. */
      paper: number;
      pages: number;
      overPages: number;
      pageFee: number;
      amount: number;
    }
  | { kind: "workshop"; workshopId: number; workshopOnly: boolean; amount: number }
  | { kind: "groupDiscount"; factor: number; amount: number }
  | { kind: "invoiceAmount"; amount: number };

export type FeeLineKind = FeeLine["kind"];

export type FeeResult = {
  currency: Currency;
  /** Sum of the lines, in cents. */
  total: number;
  lines: FeeLine[];
  /** Whether early-bird prices were used. */
  earlyBird: boolean;
};
