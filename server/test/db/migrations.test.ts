import { sql } from "kysely";
import { expect, it } from "vitest";
import { migrateDownAll, migrateToLatest } from "#db/migrate";
import { migrations } from "#db/migrations/index";
import { describeEachDialect } from "../helpers/database";
import { readColumns, readIndexes } from "../helpers/schema";
import { expectedSchema } from "./expected-schema";

/** The look-ups the application makes, as named indexes (identical names and columns on both dialects). */
const expectedIndexes = [
  "accepted_papers(conference_id, paper_id) unique",
  "accepted_papers(conference_id, pin)",
  "accepted_papers(conference_id, submit_user_email)",
  "accepted_papers(registration_id)",
  "admin_accounts(username) unique",
  "agreements(registration_id) unique",
  "attendee_accounts(email) unique",
  "attendee_accounts(phone) unique",
  "attendee_accounts(unify_id) unique",
  "audit_log(action, id)",
  "audit_log(actor_kind, actor_id, id)",
  "audit_log(conference_id, create_time)",
  "audit_log(conference_id, id)",
  "audit_log(entity, entity_id)",
  "badge_prints(client_id) unique",
  "badge_prints(registration_id)",
  "badge_templates(conference_id)",
  "builtin_invoices(invoice_number) unique",
  "builtin_invoices(order_no) unique",
  "builtin_invoices(original_number)",
  "checkin_events(client_id) unique",
  "checkin_events(conference_id, received_at)",
  "checkin_events(point_id, is_repeat)",
  "checkin_events(registration_id, point_id)",
  "checkin_points(conference_id)",
  "checkins(point_id)",
  "declarations(registration_id) unique",
  "demo_orders(provider, out_trade_no) unique",
  "extra_answers(registration_id, extra_item_id) unique",
  "extra_items(conference_id)",
  "fee_rows(participant_type_id, paper_num) unique",
  "group_schemes(conference_id)",
  "groups(conference_id)",
  "groups(group_code) unique",
  "groups(scheme_id)",
  "hotels(conference_id)",
  "idempotency_keys(account_id, key) unique",
  "idempotency_keys(create_time)",
  "invitation_codes(conference_id, code) unique",
  "invoice_logs(invoice_id)",
  "invoice_sequences(name) unique",
  "invoices(invoice_status)",
  "invoices(registration_id) unique",
  "kiosk_devices(conference_id)",
  "kiosk_devices(token_hash) unique",
  "kiosk_pairings(code_hash) unique",
  "members(kind, member_no) unique",
  "members(kind, name)",
  "outbox(create_time)",
  "outbox(registration_id, id)",
  "outbox(status, create_time)",
  "papers(conference_id, paper_id)",
  "papers(paper_code) unique where lengthpaper_code > 0",
  "papers(registration_id)",
  "participant_types(conference_id)",
  "password_reset_codes(account_kind, account_id)",
  "pay_lines(out_trade_no) unique",
  "pay_lines(registration_id, seq) unique",
  "payment_alerts(conference_id, resolved_time)",
  "payment_notifies(provider, dedupe_key) unique",
  "payment_orders(out_trade_no) unique",
  "payment_orders(pay_line_id)",
  "payment_orders(status, expires_at)",
  "rate_limits(reset_at)",
  "refund_requests(pay_line_id)",
  "registration_workshops(workshop_id)",
  "registrations(account_id)",
  "registrations(card_number)",
  "registrations(change_seq)",
  "registrations(conference_id, change_seq)",
  "registrations(conference_id, create_time)",
  "registrations(conference_id, id_number_hash)",
  "registrations(conference_id, is_deleted, hotel_id, id) where is_deleted = 0",
  "registrations(conference_id, is_deleted, hotel_pay_type, id) where is_deleted = 0",
  "registrations(conference_id, is_deleted, hotel_start_date, hotel_end_date) where is_deleted = 0",
  "registrations(conference_id, is_deleted, id) where is_deleted = 0",
  "registrations(conference_id, is_deleted, invoice_status, id) where is_deleted = 0",
  "registrations(conference_id, is_deleted, invoice_type, id) where is_deleted = 0",
  "registrations(conference_id, is_deleted, is_sign_in, id) where is_deleted = 0",
  "registrations(conference_id, is_deleted, level, id) where is_deleted = 0",
  "registrations(conference_id, is_deleted, participant_type_id, id) where is_deleted = 0",
  "registrations(conference_id, is_deleted, pay_status, id) where is_deleted = 0",
  "registrations(conference_id, is_deleted, pay_type, id) where is_deleted = 0",
  "registrations(conference_id, is_deleted, room_type_id, id) where is_deleted = 0",
  "registrations(email)",
  "registrations(group_id)",
  "registrations(id_number_hash)",
  "registrations(is_deleted, id) where is_deleted = 0",
  "registrations(name)",
  "registrations(participant_type_id)",
  "registrations(phone)",
  "room_nights(room_type_id, night) unique",
  "room_types(hotel_id)",
  "saved_invoices(account_id)",
  "saved_registrants(account_id)",
  "sessions(expire_time)",
  "sessions(kind, account_id)",
  "uploads(owner_kind, owner_id)",
  "uploads(registration_id)",
  "uploads(storage_key)",
  "workshops(conference_id)",
];

describeEachDialect(
  "migrations",
  ({ db, dialect }) => {
    it("build, from an empty database, exactly the data model the TypeScript tables declare", async () => {
      await migrateToLatest(db());
      expect(await readColumns(db(), dialect)).toEqual(expectedSchema);
    });

    it("create the indexes the application's look-ups need", async () => {
      expect(await readIndexes(db(), dialect)).toEqual(expectedIndexes);
    });

    it("record every migration as applied, in order", async () => {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        db(),
      );
      expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations));
    });

    it("start the change sequence at zero", async () => {
      const counter = await db().selectFrom("changeCounter").selectAll().execute();
      expect(counter).toEqual([{ id: 1, value: 0 }]);
    });

    it("roll back completely with every down, and replay cleanly afterwards", async () => {
      await migrateDownAll(db());
      expect(await readColumns(db(), dialect)).toEqual({});
      expect(await readIndexes(db(), dialect)).toEqual([]);
      await migrateToLatest(db());
      expect(await readColumns(db(), dialect)).toEqual(expectedSchema);
    });

    it("do nothing when run again on an up-to-date database", async () => {
      await migrateToLatest(db());
      expect(await readColumns(db(), dialect)).toEqual(expectedSchema);
    });
  },
  { migrate: false },
);
