import { writeFileSync } from "node:fs";
import { startServer } from "./e2e/harness/server";
const server = await startServer({
  prepare: async (db) => {
    // passports on the English conference for trying (the seed may not ask for documents there)
    const row = await db.selectFrom("conferences").select(["id", "settings"]).where("id", "=", 2).executeTakeFirst();
    if (row) {
      const settings = typeof row.settings === "string" ? JSON.parse(row.settings) : row.settings;
      await db.updateTable("conferences").set({ settings: JSON.stringify({ ...settings, isIdcard: true }) } as never).where("id", "=", 2).execute();
    }
  },
});
writeFileSync("/tmp/dev/server.json", JSON.stringify({ url: server.url, accounts: server.accounts, pid: server.pid }));
console.log(server.url);
process.on("SIGTERM", async () => { await server.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
