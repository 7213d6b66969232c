import {
  type HotelPayType,
  hotelIssues,
  hotelShown,
  ResidentType,
  registrationBlocksInput,
} from "@confreg/shared";
import { checkPart } from "../check";
import type { BlockContext, FormBlock } from "../types";
import { HotelCard } from "./HotelCard";

/** The booking as the form holds it: nothing but `book` matters until a room is wanted. */
export type HotelValue = {
  book: boolean;
  hotelId: number | null;
  roomTypeId: number | null;
  startDate: string;
  endDate: string;
  residentType: ResidentType;
  roommateName: string;
  hotelPayType: HotelPayType | null;
};

export const roomTypesOf = ({ conference }: BlockContext) => conference.hotels.flatMap((h) => h.roomTypes);

const blankHotel = (context: BlockContext): HotelValue => {
  const only = context.conference.hotels.length === 1 ? context.conference.hotels[0] : undefined;
  return {
    book: false,
    hotelId: only?.id ?? null,
    roomTypeId: null,
    startDate: "",
    endDate: "",
    residentType: ResidentType.single,
    roommateName: "",
    hotelPayType: null,
  };
};

/** Unchosen values go as absent, so the shared schema says "required" or "please choose" for them. */
const orAbsent = <T>(value: T | null | "") => (value === null || value === "" ? undefined : value);

/** Lodging (spec 000 §3, §5): settled at the hotel, never part of the fee (DOMAIN.md §3). */
export const hotelBlock: FormBlock<"hotel", HotelValue> = {
  key: "hotel",
  shown: ({ conference }) => hotelShown(conference.settings, conference.invitation),
  blank: blankHotel,
  fromInput: ({ hotel }, context) => {
    if (!hotel) return blankHotel(context);
    const hotelId = context.conference.hotels.find((h) =>
      h.roomTypes.some((r) => r.id === hotel.roomTypeId),
    )?.id;
    return { ...hotel, book: true, hotelId: hotelId ?? null };
  },
  toInput: (value) => ({
    hotel: value.book
      ? {
          roomTypeId: orAbsent(value.roomTypeId) as number,
          startDate: orAbsent(value.startDate) as string,
          endDate: orAbsent(value.endDate) as string,
          hotelPayType: orAbsent(value.hotelPayType) as HotelPayType,
          residentType: value.residentType,
          roommateName: value.residentType === ResidentType.shared ? value.roommateName : "",
        }
      : null,
  }),
  check: (input, context) =>
    checkPart("hotel", registrationBlocksInput.hotel, input.hotel, (booking) =>
      hotelIssues(
        {
          settings: context.conference.settings,
          invitation: context.conference.invitation,
          roomTypes: roomTypesOf(context),
        },
        booking,
      ),
    ),
  Card: HotelCard,
};

export { blankHotel };
