import { type AnyDb, createTable, dropTables, flag, index, optRef, ref, req, text } from "./helpers";

/** What hangs off a registration: workshops, answers, papers, declarations, agreements, mails. */
const tables = [
  "registration_workshops",
  "extra_answers",
  "accepted_papers",
  "papers",
  "declarations",
  "agreements",
  "mails",
] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("registration_workshops")
    .addColumn("registration_id", "integer", ref("registrations.id", "cascade"))
    .addColumn("workshop_id", "integer", ref("workshops.id", "restrict"))
    .addPrimaryKeyConstraint("registration_workshops_pk", ["registration_id", "workshop_id"])
    .execute();
  await index(db, "registration_workshops", ["workshop_id"]);

  await createTable(db, "extra_answers")
    .addColumn("registration_id", "integer", ref("registrations.id", "cascade"))
    .addColumn("extra_item_id", "integer", ref("extra_items.id", "restrict"))
    .addColumn("value", "text", text)
    .execute();
  await index(db, "extra_answers", ["registration_id", "extra_item_id"], true);

  // The conference's list of accepted papers, imported from the paper system.
  await createTable(db, "accepted_papers")
    .addColumn("conference_id", "integer", ref("conferences.id", "restrict"))
    .addColumn("paper_id", "text", req)
    .addColumn("title", "text", req)
    .addColumn("submit_user_name", "text", text)
    .addColumn("submit_user_en_name", "text", text)
    .addColumn("final_paper", "text", text)
    .addColumn("pin", "text", text)
    .addColumn("registration_id", "integer", optRef("registrations.id", "set null"))
    .addColumn("create_time", "text", req)
    .execute();
  await index(db, "accepted_papers", ["conference_id", "paper_id"], true);
  await index(db, "accepted_papers", ["conference_id", "pin"]);
  await index(db, "accepted_papers", ["registration_id"]);

  // Papers a registration covers.
  await createTable(db, "papers")
    .addColumn("registration_id", "integer", ref("registrations.id", "cascade"))
    .addColumn("conference_id", "integer", ref("conferences.id", "restrict"))
    .addColumn("accepted_paper_id", "integer", optRef("accepted_papers.id", "set null"))
    .addColumn("paper_id", "text", req)
    .addColumn("paper_title", "text", text)
    .addColumn("paper_page_num", "integer", req)
    .addColumn("paper_code", "text", text)
    .addColumn("submit_user_name", "text", text)
    .addColumn("submit_user_en_name", "text", text)
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "papers", ["registration_id"]);
  await index(db, "papers", ["conference_id", "paper_id"]);

  // The address and health declaration (registerCovid, spec 001 §3); images are upload ids.
  const upload = optRef("uploads.id", "set null");
  await createTable(db, "declarations")
    .addColumn("registration_id", "integer", ref("registrations.id", "cascade"))
    .addColumn("is_inperson", "integer")
    .addColumn("checkin_card", "integer", upload)
    .addColumn("register_type", "integer")
    .addColumn("fare", "integer")
    .addColumn("gaofengxian", "integer")
    .addColumn("mijie", "integer")
    .addColumn("jingwai", "integer")
    .addColumn("geli", "integer")
    .addColumn("yimiao", "integer")
    .addColumn("huizhanma", "integer", upload)
    .addColumn("xingchengma", "integer", upload)
    .addColumn("jiankangma", "integer", upload)
    .addColumn("shengneihesuan", "integer", upload)
    .addColumn("shengwaihesuan", "integer", upload)
    .addColumn("shineihesuan", "integer", upload)
    .addColumn("qita", "text", text)
    .addColumn("qianming", "integer", upload)
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "declarations", ["registration_id"], true);

  // The agreement (registerProtocol, spec 001 §3).
  await createTable(db, "agreements")
    .addColumn("registration_id", "integer", ref("registrations.id", "cascade"))
    .addColumn("unit", "text", text)
    .addColumn("phone", "text", text)
    .addColumn("email", "text", text)
    .addColumn("role", "integer")
    .addColumn("is_agreed", "integer", flag)
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "agreements", ["registration_id"], true);

  await createTable(db, "mails")
    .addColumn("conference_id", "integer", ref("conferences.id", "restrict"))
    .addColumn("registration_id", "integer", optRef("registrations.id", "cascade"))
    .addColumn("sender", "text", text)
    .addColumn("email", "text", req)
    .addColumn("title", "text", req)
    .addColumn("body", "text", req)
    .addColumn("is_sent", "integer", flag)
    .addColumn("sent_time", "text")
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "mails", ["registration_id"]);
  await index(db, "mails", ["is_sent"]);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, tables);
}
