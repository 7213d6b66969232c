import {
  type ConferenceSettings,
  conferenceSettings,
  type FeeInput,
  type FeeRow,
  feeRow,
  type ParticipantType,
  participantType,
  type Workshop,
  workshop,
} from "../src";

/** Test data with defaults and overrides, parsed by the real schemas so defaults stay the product's. */
export function aParticipantType(overrides: Partial<ParticipantType> = {}): ParticipantType {
  return participantType.parse({
    id: 1,
    conferenceId: 7,
    title: { zh: "普通参会", en: "Regular" },
    fee: 1_200_00,
    discountFee: 1_000_00,
    dollar: 200_00,
    dollarDiscount: 150_00,
    ...overrides,
  });
}

export function aWorkshop(overrides: Partial<Workshop> = {}): Workshop {
  return workshop.parse({
    id: 11,
    conferenceId: 7,
    title: { zh: "工作坊", en: "Workshop" },
    fee: 300_00,
    dollar: 50_00,
    feeOnly: 500_00,
    dollarOnly: 80_00,
    numberLimit: null,
    ...overrides,
  });
}

export function aFeeRow(overrides: Partial<FeeRow> = {}): FeeRow {
  return feeRow.parse({
    participantTypeId: 1,
    paperNum: 1,
    fee: 2_000_00,
    discountFee: 1_800_00,
    pageLimit: 6,
    overPageFee: 100_00,
    ...overrides,
  });
}

export function settings(overrides: Partial<ConferenceSettings> = {}): ConferenceSettings {
  return { ...conferenceSettings.parse({}), ...overrides };
}

/** Early-bird ends at the last second of 30 June 2025, Beijing time. */
export const discountTime = "2025-06-30T23:59:59+08:00";
export const deadline = new Date("2025-06-30T15:59:59.000Z");
export const afterDeadline = new Date("2025-07-01T16:00:00.000Z");
export const beforeDeadline = new Date("2025-06-01T00:00:00.000Z");

export function aFeeInput(overrides: Partial<FeeInput> = {}): FeeInput {
  return {
    discountTime,
    settings: settings(),
    participantType: aParticipantType(),
    now: afterDeadline,
    ...overrides,
  };
}

/** Numeric order for sort(), which otherwise compares numbers as text. */
export const byNumber = (a: number, b: number) => a - b;
