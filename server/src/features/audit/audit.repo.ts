// Transitional: registrations and kiosk-sync still import the audit writer from here (allow-listed in
// tests/scripts/boundaries-allowlist.ts). Other features call audit.service; delete this file once they do.
export { type ActorRef, type AuditEntry, writeAudit } from "./audit.service";
