import type { Conference, KioskConference } from "@confreg/shared";
import { conferenceQrPublicKey } from "#crypto/checkin-qr";
import type { Pii } from "#crypto/pii";
import { kioskLookupParams } from "./kiosk-id-hash";

/**
 * The conference as a kiosk needs it (enrolment, and every sync page so kiosks enrolled earlier learn
 * changed settings): its title, which scans and desk payments it takes, its time zone, the public key
 * its registrations' QR codes are verified with offline, and how its ID numbers are hashed for look-ups.
 */
export function kioskConferenceOf(pii: Pii, conference: Conference): KioskConference {
  return {
    id: conference.id,
    title: conference.title,
    isCard: conference.settings.isCard,
    isIdcard: conference.settings.isIdcard,
    isOnsite: conference.settings.isOnsite,
    timezone: conference.timezone,
    qrPublicKey: conferenceQrPublicKey(pii, conference.id),
    lookup: kioskLookupParams(pii, conference.id, conference.settings.kioskLookupCost),
  };
}
