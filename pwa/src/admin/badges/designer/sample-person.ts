import type { BadgeRow } from "@confreg/shared";

/**
 * Who the preview shows while the conference has no registration yet: plainly a sample (its code is no
 * registration's and its names say so).
 */
export const samplePerson = (
  conference: BadgeRow["conference"],
  participantType: BadgeRow["participantType"],
): BadgeRow => ({
  id: 0,
  conference,
  name: "示例姓名",
  nameEn: "Sample Name",
  unit: "示例单位",
  unitEn: "Sample Unit",
  participantType,
  printType: 1,
  level: 7,
  isSignIn: false,
  checkIn: { eligible: true, reason: "paid" },
  printCount: 0,
  lastPrintTime: null,
  qr: "SAMPLE",
});
