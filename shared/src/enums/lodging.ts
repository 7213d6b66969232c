import { enumValues, type Labels, type ValueOf } from "./define";

/** Whether the registrant joins the dinner (spec 002 §3). */
export const Dinner = { no: 0, yes: 1 } as const;
export type Dinner = ValueOf<typeof Dinner>;
export const dinnerValues = enumValues(Dinner);
export const dinnerLabels: Labels<Dinner> = {
  0: /*i18n*/ { id: "dinner.no", message: "No dinner" },
  1: /*i18n*/ { id: "dinner.yes", message: "Dinner" },
};

/** The meal the registrant needs, offered when the conference has `isHalal` (spec 000 §3 dinnerType). */
export const MealType = { regular: "regular", halal: "halal" } as const;
export type MealType = ValueOf<typeof MealType>;
export const mealTypeValues = enumValues(MealType);
export const mealTypeLabels: Labels<MealType> = {
  regular: /*i18n*/ { id: "mealType.regular", message: "Regular meal" },
  halal: /*i18n*/ { id: "mealType.halal", message: "Halal meal" },
};

export const HotelPayType = { publicPaid: 1, selfPaid: 2, selfPaidWithinStandard: 3 } as const;
export type HotelPayType = ValueOf<typeof HotelPayType>;
export const hotelPayTypeValues = enumValues(HotelPayType);
export const hotelPayTypeLabels: Labels<HotelPayType> = {
  1: /*i18n*/ { id: "hotelPayType.publicPaid", message: "Paid by employer" },
  2: /*i18n*/ { id: "hotelPayType.selfPaid", message: "Self-paid" },
  3: /*i18n*/ { id: "hotelPayType.selfPaidWithinStandard", message: "Self-paid within the standard" },
};

export const ResidentType = { single: 1, shared: 2 } as const;
export type ResidentType = ValueOf<typeof ResidentType>;
export const residentTypeValues = enumValues(ResidentType);
export const residentTypeLabels: Labels<ResidentType> = {
  1: /*i18n*/ { id: "residentType.single", message: "Single occupancy" },
  2: /*i18n*/ { id: "residentType.shared", message: "Shared (twin) room" },
};
