import { createRouter } from "#http/router";
import { adminAccountRoutes } from "./accounts/admin-accounts.routes";
import { auditRoutes } from "./audit/audit.routes";
import { authRoutes } from "./auth/auth.routes";
import { passwordResetRoutes } from "./auth/password-reset.routes";
import { badgeTemplateRoutes } from "./badges/badge-templates.routes";
import { kioskBadgeRoutes } from "./badges/kiosk-badges.routes";
import { badgePrintRoutes } from "./badges/print.routes";
import { checkinRoutes } from "./checkin/checkin.routes";
import { checkinCardRoutes } from "./checkin-card/checkin-card.routes";
import { checkinListRoutes } from "./checkin-list/checkin-list.routes";
import { adminConferenceEditorRoutes } from "./conferences/admin-conference-editor.routes";
import { adminConferenceItemRoutes } from "./conferences/admin-conference-items.routes";
import { adminConferenceRoutes } from "./conferences/admin-conferences.routes";
import { conferenceRoutes } from "./conferences/conferences.routes";
import { groupSchemeListRoutes } from "./conferences/group-scheme-list.routes";
import { dashboardRoutes } from "./dashboard/dashboard.routes";
import { groupListRoutes } from "./groups/group-list.routes";
import { healthRoutes } from "./health/health.routes";
import { adminInvoiceListRoutes } from "./invoices/admin-invoice-list.routes";
import { invoiceDetailRoutes } from "./invoices/invoice-detail.routes";
import { invoiceRoutes } from "./invoices/invoices.routes";
import { ownInvoiceRoutes } from "./invoices/own-invoice.routes";
import { savedInvoiceRoutes } from "./invoices/saved-invoices.routes";
import { kioskRoutes } from "./kiosk-sync/kiosk.routes";
import { lodgingRoutes } from "./lodging/lodging.routes";
import { mailRoutes } from "./mails/mails.routes";
import { adminMemberRoutes } from "./members/admin-members.routes";
import { outboxRoutes } from "./notifications/outbox.routes";
import { adminAcceptedPaperRoutes } from "./papers/admin-accepted-papers.routes";
import { paperRoutes } from "./papers/papers.routes";
import { adminPaymentActionRoutes } from "./payments/admin-payment-actions.routes";
import { adminPaymentListRoutes } from "./payments/admin-payment-list.routes";
import { paymentCallbackRoutes } from "./payments/payment-callbacks.routes";
import { paymentRoutes } from "./payments/payments.routes";
import { peopleRoutes } from "./people/people.routes";
import { addressRoutes } from "./registrations/address.routes";
import { adminRegistrationEditRoutes } from "./registrations/admin-registration-edit.routes";
import { adminRegistrationRoutes } from "./registrations/admin-registrations.routes";
import { earlierRegistrationRoutes } from "./registrations/earlier-registrations.routes";
import { memberCheckRoutes } from "./registrations/member-check.routes";
import { registrationSheetRoutes } from "./registrations/registration-sheets.routes";
import { registrationRoutes } from "./registrations/registrations.routes";
import { systemSettingsRoutes } from "./settings/system-settings.routes";
import { uploadRoutes } from "./uploads/uploads.routes";

/** Every feature's routes, mounted under /api. */
export const features = createRouter()
  .route("/", healthRoutes)
  .route("/", authRoutes)
  .route("/", passwordResetRoutes)
  .route("/", conferenceRoutes)
  .route("/", registrationRoutes)
  .route("/", addressRoutes)
  .route("/", memberCheckRoutes)
  .route("/", peopleRoutes)
  .route("/", earlierRegistrationRoutes)
  .route("/", paperRoutes)
  .route("/", checkinCardRoutes)
  .route("/", adminConferenceRoutes)
  .route("/", adminRegistrationRoutes)
  .route("/", adminPaymentListRoutes)
  .route("/", outboxRoutes)
  .route("/", kioskRoutes)
  .route("/", checkinRoutes)
  .route("/", kioskBadgeRoutes)
  .route("/", badgeTemplateRoutes)
  .route("/", badgePrintRoutes)
  .route("/", checkinListRoutes)
  .route("/", uploadRoutes)
  .route("/", paymentRoutes)
  .route("/", adminPaymentActionRoutes)
  .route("/", paymentCallbackRoutes)
  .route("/", adminInvoiceListRoutes)
  .route("/", invoiceDetailRoutes)
  .route("/", invoiceRoutes)
  .route("/", ownInvoiceRoutes)
  .route("/", savedInvoiceRoutes)
  .route("/", mailRoutes)
  .route("/", adminConferenceEditorRoutes)
  .route("/", adminConferenceItemRoutes)
  .route("/", adminRegistrationEditRoutes)
  .route("/", auditRoutes)
  .route("/", dashboardRoutes)
  .route("/", systemSettingsRoutes)
  .route("/", registrationSheetRoutes)
  .route("/", adminAccountRoutes)
  .route("/", adminMemberRoutes)
  .route("/", adminAcceptedPaperRoutes)
  .route("/", lodgingRoutes)
  .route("/", groupListRoutes)
  .route("/", groupSchemeListRoutes);
