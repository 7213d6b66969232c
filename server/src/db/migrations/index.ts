import type { Migration, MigrationProvider } from "kysely";
import * as m0001 from "./0001_conferences";
import * as m0002 from "./0002_accounts";
import * as m0003 from "./0003_registrations";
import * as m0004 from "./0004_registration_details";
import * as m0005 from "./0005_payments";
import * as m0006 from "./0006_checkin";
import * as m0007 from "./0007_groundwork";
import * as m0008 from "./0008_kiosk_id_masked";
import * as m0009 from "./0009_list_search";
import * as m0010 from "./0010_shared_state";
import * as m0012 from "./0012_config_version";
import * as m0013 from "./0013_payment_flow";
import * as m0014 from "./0014_invoice_numbers";
import * as m0015 from "./0015_invoice_issuing";
import * as m0016 from "./0016_mail_list";
import * as m0017 from "./0017_checkin_events";
import * as m0019 from "./0019_badge_templates";
import * as m0020 from "./0020_checkin_qr";
import * as m0021 from "./0021_room_nights";
import * as m0022 from "./0022_paper_codes";
import * as m0023 from "./0023_member_contacts";
import * as m0027 from "./0027_partial_refunds";
import * as m0030 from "./0030_registration_channel";
import * as m0033 from "./0033_accepted_paper_details";
import * as m0036 from "./0036_audit_log_filters";
import * as m0038 from "./0038_lodging_list";
import * as m0039 from "./0039_kiosk_hash_missing";
import * as m0040 from "./0040_keyword_index_batched";
import * as m0041 from "./0041_invoice_reissue_log";
import * as m0042 from "./0042_drop_kiosk_id_masked";

/**
 * Every migration, in order, registered statically (no directory scan: bundlers and tests see the same set).
 * Add new ones at the end; never edit one that has shipped. What kiosks and offline clients mirror changes
 * additively only.
 */
export const migrations: Record<string, Migration> = {
  "0001_conferences": m0001,
  "0002_accounts": m0002,
  "0003_registrations": m0003,
  "0004_registration_details": m0004,
  "0005_payments": m0005,
  "0006_checkin": m0006,
  "0007_groundwork": m0007,
  "0008_kiosk_id_masked": m0008,
  "0009_list_search": m0009,
  "0010_shared_state": m0010,
  "0012_config_version": m0012,
  "0013_payment_flow": m0013,
  "0014_invoice_numbers": m0014,
  "0015_invoice_issuing": m0015,
  "0016_mail_list": m0016,
  "0017_checkin_events": m0017,
  "0019_badge_templates": m0019,
  "0020_checkin_qr": m0020,
  "0021_room_nights": m0021,
  "0022_paper_codes": m0022,
  "0023_member_contacts": m0023,
  "0027_partial_refunds": m0027,
  "0030_registration_channel": m0030,
  "0033_accepted_paper_details": m0033,
  "0036_audit_log_filters": m0036,
  "0038_lodging_list": m0038,
  "0039_kiosk_hash_missing": m0039,
  "0040_keyword_index_batched": m0040,
  "0041_invoice_reissue_log": m0041,
  "0042_drop_kiosk_id_masked": m0042,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
