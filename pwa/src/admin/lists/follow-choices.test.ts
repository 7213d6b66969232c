import { type AdminConference, lodgingList, registrationList } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { clearedBy, nameOfKind } from "./follow-choices";

const conference = (id: number, year: number, hostUnit: string): AdminConference => ({
  id,
  title: { zh: `会议${id}`, en: `Conference ${id}` },
  year,
  hostUnit,
  timezone: "Asia/Shanghai",
  participantTypes: [],
  lodgingEnabled: true,
  groupsEnabled: false,
});
const conferences = [conference(1, 2026, "CCF"), conference(2, 2027, "CCF"), conference(3, 2027, "CAA")];
const registration = nameOfKind(registrationList);

describe("the filters whose choices follow each other", () => {
  it("names the registration list's year, host, conference and participant type, the lodging list's hotel and room", () => {
    expect(registration).toEqual({
      year: "year",
      host: "hostUnit",
      conference: "conferenceId",
      participantType: "participantTypeId",
    });
    expect(nameOfKind(lodgingList)).toEqual({
      conference: "conferenceId",
      hotel: "hotelId",
      roomType: "roomTypeId",
    });
  });

  it("a year or host that rules out the chosen conference clears it and its participant type", () => {
    const values = { year: 2026, hostUnit: undefined, conferenceId: 2, participantTypeId: 5 };
    expect(clearedBy(registration, { year: 2026 }, values, conferences)).toEqual({
      conferenceId: undefined,
      participantTypeId: undefined,
    });
    const host = { year: undefined, hostUnit: "CAA", conferenceId: 2, participantTypeId: 5 };
    expect(clearedBy(registration, { hostUnit: "CAA" }, host, conferences)).toEqual({
      conferenceId: undefined,
      participantTypeId: undefined,
    });
  });

  it("keeps a conference the year and host still fit, and a year change with no conference chosen", () => {
    const values = { year: 2027, hostUnit: "CCF", conferenceId: 2, participantTypeId: 5 };
    expect(clearedBy(registration, { year: 2027 }, values, conferences)).toEqual({});
    expect(clearedBy(registration, { year: 2026 }, { year: 2026 }, conferences)).toEqual({});
  });

  it("another conference clears the participant type, another hotel the room type", () => {
    expect(clearedBy(registration, { conferenceId: 3 }, { conferenceId: 3 }, conferences)).toEqual({
      participantTypeId: undefined,
    });
    expect(
      clearedBy(nameOfKind(lodgingList), { hotelId: 4 }, { hotelId: 4, roomTypeId: 9 }, conferences),
    ).toEqual({
      roomTypeId: undefined,
    });
  });
});
