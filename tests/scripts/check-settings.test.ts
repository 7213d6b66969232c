import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { settingsWithoutEffect } from "./check-settings";

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

function tree(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), "settings-check-"));
  for (const dir of ["shared/src", "server/src", "pwa/src", "kiosk/src"])
    mkdirSync(path.join(root, dir), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
}

it("names a setting that only its schema, descriptors, editor, seed and tests mention", () => {
  tree({
    "shared/src/schemas/conference.ts": "export const s = { isHotel: flag, lodgingEnabled: flag };",
    "shared/src/schemas/setting-descriptors.ts": "lodgingEnabled: { group: 'hotel' }, isHotel: {}",
    "pwa/src/admin/conferences/SettingsCard.tsx": "settings.lodgingEnabled",
    "server/src/seed/conferences/congress.ts": "lodgingEnabled: true",
    "server/src/features/lodging/lodging.test.ts": "lodgingEnabled",
    "server/src/features/registrations/hotel.ts": "if (!conference.settings.isHotel) return;",
  });
  expect(settingsWithoutEffect(root, ["isHotel", "lodgingEnabled"])).toEqual(["lodgingEnabled"]);
});

it("counts a read anywhere in the programs, as a whole word only", () => {
  tree({
    "kiosk/src/renderer/print.ts": "const { isPrint } = settings;",
    "pwa/src/attendee/pay.tsx": "const isPayment = true;",
  });
  expect(settingsWithoutEffect(root, ["isPrint", "isPay"])).toEqual(["isPay"]);
});
