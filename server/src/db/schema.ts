import type { AcceptedPapersTable } from "./tables/accepted-papers";
import type { AdminAccountsTable } from "./tables/admin-accounts";
import type { AgreementsTable } from "./tables/agreements";
import type { AppSettingsTable } from "./tables/app-settings";
import type { AttendeeAccountsTable } from "./tables/attendee-accounts";
import type { AuditLogTable } from "./tables/audit-log";
import type { BadgePrintsTable } from "./tables/badge-prints";
import type { BadgeTemplatesTable } from "./tables/badge-templates";
import type { ChangeCounterTable } from "./tables/change-counter";
import type { CheckinEventsTable } from "./tables/checkin-events";
import type { CheckinPointsTable } from "./tables/checkin-points";
import type { CheckinsTable } from "./tables/checkins";
import type { ConferencesTable } from "./tables/conferences";
import type { ConfigVersionTable } from "./tables/config-version";
import type { DeclarationsTable } from "./tables/declarations";
import type { ExtraAnswersTable } from "./tables/extra-answers";
import type { ExtraItemsTable } from "./tables/extra-items";
import type { FeeRowsTable } from "./tables/fee-rows";
import type { GroupSchemesTable } from "./tables/group-schemes";
import type { GroupsTable } from "./tables/groups";
import type { HotelsTable } from "./tables/hotels";
import type { IdempotencyKeysTable } from "./tables/idempotency-keys";
import type { InvitationCodeTypesTable } from "./tables/invitation-code-types";
import type { InvitationCodesTable } from "./tables/invitation-codes";
import type { InvoiceLogsTable } from "./tables/invoice-logs";
import type { BuiltinInvoicesTable, InvoiceSequencesTable } from "./tables/invoice-sequences";
import type { InvoicesTable } from "./tables/invoices";
import type { JobLeasesTable } from "./tables/job-leases";
import type { KioskDevicesTable } from "./tables/kiosk-devices";
import type { KioskPairingsTable } from "./tables/kiosk-pairings";
import type { MembersTable } from "./tables/members";
import type { OutboxTable } from "./tables/outbox";
import type { PapersTable } from "./tables/papers";
import type { ParticipantTypesTable } from "./tables/participant-types";
import type { PasswordResetCodesTable } from "./tables/password-reset-codes";
import type { PayLinesTable } from "./tables/pay-lines";
import type {
  DemoOrdersTable,
  PaymentAlertsTable,
  PaymentNotifiesTable,
  PaymentOrdersTable,
} from "./tables/payment-orders";
import type { RateLimitsTable } from "./tables/rate-limits";
import type { RefundRequestsTable } from "./tables/refund-requests";
import type { RegistrationWorkshopsTable } from "./tables/registration-workshops";
import type { RegistrationsTable } from "./tables/registrations";
import type { RoomNightsTable } from "./tables/room-nights";
import type { RoomTypesTable } from "./tables/room-types";
import type { SavedInvoicesTable } from "./tables/saved-invoices";
import type { SavedRegistrantsTable } from "./tables/saved-registrants";
import type { SessionsTable } from "./tables/sessions";
import type { UploadsTable } from "./tables/uploads";
import type { WorkshopsTable } from "./tables/workshops";

/**
 * The whole database as kysely sees it: table and column names in camelCase (snake-case.ts writes them as
 * snake_case SQL). One file per table under ./tables, each exporting its Row, New and Update types.
 */
export interface Database {
  acceptedPapers: AcceptedPapersTable;
  adminAccounts: AdminAccountsTable;
  agreements: AgreementsTable;
  appSettings: AppSettingsTable;
  attendeeAccounts: AttendeeAccountsTable;
  auditLog: AuditLogTable;
  badgePrints: BadgePrintsTable;
  badgeTemplates: BadgeTemplatesTable;
  builtinInvoices: BuiltinInvoicesTable;
  changeCounter: ChangeCounterTable;
  checkinEvents: CheckinEventsTable;
  checkinPoints: CheckinPointsTable;
  checkins: CheckinsTable;
  conferences: ConferencesTable;
  configVersion: ConfigVersionTable;
  declarations: DeclarationsTable;
  demoOrders: DemoOrdersTable;
  extraAnswers: ExtraAnswersTable;
  extraItems: ExtraItemsTable;
  feeRows: FeeRowsTable;
  groupSchemes: GroupSchemesTable;
  groups: GroupsTable;
  hotels: HotelsTable;
  idempotencyKeys: IdempotencyKeysTable;
  invitationCodeTypes: InvitationCodeTypesTable;
  invitationCodes: InvitationCodesTable;
  invoiceLogs: InvoiceLogsTable;
  invoiceSequences: InvoiceSequencesTable;
  invoices: InvoicesTable;
  jobLeases: JobLeasesTable;
  kioskDevices: KioskDevicesTable;
  kioskPairings: KioskPairingsTable;
  members: MembersTable;
  outbox: OutboxTable;
  papers: PapersTable;
  participantTypes: ParticipantTypesTable;
  passwordResetCodes: PasswordResetCodesTable;
  payLines: PayLinesTable;
  paymentAlerts: PaymentAlertsTable;
  paymentNotifies: PaymentNotifiesTable;
  paymentOrders: PaymentOrdersTable;
  rateLimits: RateLimitsTable;
  refundRequests: RefundRequestsTable;
  registrationWorkshops: RegistrationWorkshopsTable;
  registrations: RegistrationsTable;
  roomNights: RoomNightsTable;
  roomTypes: RoomTypesTable;
  savedInvoices: SavedInvoicesTable;
  savedRegistrants: SavedRegistrantsTable;
  sessions: SessionsTable;
  uploads: UploadsTable;
  workshops: WorkshopsTable;
}
