import { z } from "zod";
import type { Label } from "./i18n";

type ErrorDef = { status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503; message: Label };

/**
 * Every error the API answers with: its HTTP status and its text (Chinese in locales/zh). The PWA shows the
 * text for `code`; `details` carries what the message needs (field errors, the new total, ...).
 */
export const errorCodes = {
  VALIDATION_FAILED: {
    status: 400,
    message: /*i18n*/ { id: "error.VALIDATION_FAILED", message: "Please check the entered information." },
  },
  BAD_REQUEST: {
    status: 400,
    message: /*i18n*/ { id: "error.BAD_REQUEST", message: "The request is malformed." },
  },
  UNAUTHENTICATED: {
    status: 401,
    message: /*i18n*/ { id: "error.UNAUTHENTICATED", message: "Please sign in first." },
  },
  LOGIN_FAILED: {
    status: 401,
    message: /*i18n*/ { id: "error.LOGIN_FAILED", message: "Wrong account or password." },
  },
  FORBIDDEN: {
    status: 403,
    message: /*i18n*/ { id: "error.FORBIDDEN", message: "You are not allowed to do this." },
  },
  CSRF_FAILED: {
    status: 403,
    message: /*i18n*/ {
      id: "error.CSRF_FAILED",
      message: "The page has expired. Please reload and try again.",
    },
  },
  NOT_FOUND: { status: 404, message: /*i18n*/ { id: "error.NOT_FOUND", message: "Not found." } },
  CONFERENCE_NOT_FOUND: {
    status: 404,
    message: /*i18n*/ { id: "error.CONFERENCE_NOT_FOUND", message: "This conference does not exist." },
  },
  LODGING_LIST_OFF: {
    status: 404,
    message: /*i18n*/ {
      id: "error.LODGING_LIST_OFF",
      message:
        "This conference does not show lodging and transport (its setting “Lodging columns” is off in the conference editor).",
    },
  },
  REGISTRATION_NOT_FOUND: {
    status: 404,
    message: /*i18n*/ { id: "error.REGISTRATION_NOT_FOUND", message: "This registration does not exist." },
  },
  ACCOUNT_EXISTS: {
    status: 409,
    message: /*i18n*/ {
      id: "error.ACCOUNT_EXISTS",
      message: "An account with this e-mail or phone already exists. Please sign in.",
    },
  },
  REGISTRATION_CLOSED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.REGISTRATION_CLOSED",
      message: "Registration for this conference is closed.",
    },
  },
  FEE_CHANGED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.FEE_CHANGED",
      message: "The fee has changed. Please check the new total and submit again.",
    },
  },
  PARTICIPANT_TYPE_UNAVAILABLE: {
    status: 409,
    message: /*i18n*/ {
      id: "error.PARTICIPANT_TYPE_UNAVAILABLE",
      message: "This participant type is not available.",
    },
  },
  WORKSHOP_UNAVAILABLE: {
    status: 409,
    message: /*i18n*/ { id: "error.WORKSHOP_UNAVAILABLE", message: "This workshop is not available." },
  },
  WORKSHOP_FULL: {
    status: 409,
    message: /*i18n*/ { id: "error.WORKSHOP_FULL", message: "This workshop is full." },
  },
  ROOM_SOLD_OUT: {
    status: 409,
    message: /*i18n*/ {
      id: "error.ROOM_SOLD_OUT",
      message: "No rooms of this type are left for the night of {night}.",
    },
  },
  PAPER_NOT_FOUND: {
    status: 404,
    message: /*i18n*/ { id: "error.PAPER_NOT_FOUND", message: "No paper found." },
  },
  PAPER_TAKEN: {
    status: 409,
    message: /*i18n*/ {
      id: "error.PAPER_TAKEN",
      message: "This paper has just been registered by another registration.",
    },
  },
  REGISTRATION_NOT_DELETABLE: {
    status: 409,
    message: /*i18n*/ {
      id: "error.REGISTRATION_NOT_DELETABLE",
      message: "This registration cannot be deleted: it has been paid or invoiced.",
    },
  },
  STATE_CONFLICT: {
    status: 409,
    message: /*i18n*/ {
      id: "error.STATE_CONFLICT",
      message: "Someone else changed this at the same moment. Please reload and try again.",
    },
  },
  INVOICE_NOT_APPLICABLE: {
    status: 409,
    message: /*i18n*/ {
      id: "error.INVOICE_NOT_APPLICABLE",
      message: "An invoice can be applied for once the fee is paid, when there is an amount to invoice.",
    },
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: /*i18n*/ {
      id: "error.IDEMPOTENCY_KEY_REUSED",
      message: "This submission was already sent with other data. Please reload the form and submit again.",
    },
  },
  TOO_MANY_UNPAID: {
    status: 409,
    message: /*i18n*/ {
      id: "error.TOO_MANY_UNPAID",
      message:
        "You already have {max} unpaid registrations for this conference. Please pay for or delete one before registering again.",
    },
  },
  ID_NUMBER_REGISTERED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.ID_NUMBER_REGISTERED",
      message: "A registration with this identity document already exists for this conference.",
    },
  },
  INVITATION_CODE_INVALID: {
    status: 404,
    message: /*i18n*/ {
      id: "error.INVITATION_CODE_INVALID",
      message: "This invitation code is not valid for this conference. Please check it and try again.",
    },
  },
  INVOICE_ONLY_CONFERENCE: {
    status: 409,
    message: /*i18n*/ {
      id: "error.INVOICE_ONLY_CONFERENCE",
      message:
        "This is an invoice-only collection (such as membership dues): it takes payments with invoices, not registrations.",
    },
  },
  NOTHING_TO_PAY: {
    status: 409,
    message: /*i18n*/ {
      id: "error.NOTHING_TO_PAY",
      message: "There is nothing to pay on this registration.",
    },
  },
  CHECKIN_NOT_ELIGIBLE: {
    status: 409,
    message: /*i18n*/ {
      id: "error.CHECKIN_NOT_ELIGIBLE",
      message: "This registration cannot check in yet. Please go to the registration desk.",
    },
  },
  CHECKIN_CARD_UNAVAILABLE: {
    status: 409,
    message: /*i18n*/ {
      id: "error.CHECKIN_CARD_UNAVAILABLE",
      message: "The check-in card is available once the registration fee is paid (or when nothing is due).",
    },
  },
  ALREADY_SIGNED_IN: {
    status: 409,
    message: /*i18n*/ { id: "error.ALREADY_SIGNED_IN", message: "This person has already signed in." },
  },
  CARDS_NOT_USED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.CARDS_NOT_USED",
      message: "This conference does not use attendance cards.",
    },
  },
  CARD_NUMBER_TAKEN: {
    status: 409,
    message: /*i18n*/ {
      id: "error.CARD_NUMBER_TAKEN",
      message: "This card number already belongs to another registration of this conference.",
    },
  },
  CHECKIN_POINT_NOT_FOUND: {
    status: 404,
    message: /*i18n*/ { id: "error.CHECKIN_POINT_NOT_FOUND", message: "This check-in point does not exist." },
  },
  CHECKIN_POINT_MAIN: {
    status: 409,
    message: /*i18n*/ {
      id: "error.CHECKIN_POINT_MAIN",
      message: "The main check-in point cannot be deleted.",
    },
  },
  CHECKIN_POINT_IN_USE: {
    status: 409,
    message: /*i18n*/ {
      id: "error.CHECKIN_POINT_IN_USE",
      message: "People have checked in at this point or kiosks record there: it can be renamed, not deleted.",
    },
  },
  ONSITE_PAYMENT_NOT_OFFERED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.ONSITE_PAYMENT_NOT_OFFERED",
      message: "This conference does not take payments on site.",
    },
  },
  ONSITE_PAYMENT_AMOUNT: {
    status: 409,
    message: /*i18n*/ {
      id: "error.ONSITE_PAYMENT_AMOUNT",
      message:
        "The amount recorded is not what this registration owes now. Collect what it owes and record it again.",
    },
  },
  // A kiosk's event (check-in, badge print, onsite payment) refused for who sent it or when it says it happened
  // (DOMAIN.md §9).
  KIOSK_REVOKED_EVENT: {
    status: 409,
    message: /*i18n*/ {
      id: "error.KIOSK_REVOKED_EVENT",
      message:
        "This kiosk was revoked: the server accepts from it only check-ins and badge prints made before the revocation, and no payments.",
    },
  },
  EVENT_BEFORE_REGISTRATION: {
    status: 409,
    message: /*i18n*/ {
      id: "error.EVENT_BEFORE_REGISTRATION",
      message:
        "It is dated before this registration was made. Check the kiosk's date and time, then record it again.",
    },
  },
  EVENT_AFTER_SERVER_TIME: {
    status: 409,
    message: /*i18n*/ {
      id: "error.EVENT_AFTER_SERVER_TIME",
      message:
        "It is dated later than the server's clock. Check the kiosk's date and time, then record it again.",
    },
  },
  BADGE_TEMPLATE_NOT_FOUND: {
    status: 404,
    message: /*i18n*/ {
      id: "error.BADGE_TEMPLATE_NOT_FOUND",
      message: "This badge template does not exist.",
    },
  },
  REPRINT_REASON_REQUIRED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.REPRINT_REASON_REQUIRED",
      message:
        "A badge has already been printed for this person. Please give the reason for printing it again.",
    },
  },
  PRINT_OVERRIDE_REASON_REQUIRED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.PRINT_OVERRIDE_REASON_REQUIRED",
      message:
        "This person may not check in yet (the kiosk would refuse them). Please give the reason for printing the badge anyway.",
    },
  },
  TRANSITION_NOT_ALLOWED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.TRANSITION_NOT_ALLOWED",
      message: "This action is not allowed in the current state.",
    },
  },
  REFUND_BLOCKED_BY_INVOICE: {
    status: 409,
    message: /*i18n*/ { id: "error.REFUND_BLOCKED_BY_INVOICE", message: "Please void the invoice first." },
  },
  REFUND_ROUTE_NOT_SUPPORTED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.REFUND_ROUTE_NOT_SUPPORTED",
      message:
        "This payment method cannot be refunded by the original route. Please refund by bank transfer.",
    },
  },
  INVOICE_NOT_ISSUED: {
    status: 409,
    message: /*i18n*/ { id: "error.INVOICE_NOT_ISSUED", message: "The invoice has not been issued yet." },
  },
  INVOICE_ALREADY_ISSUED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.INVOICE_ALREADY_ISSUED",
      message:
        "This invoice has already been issued; nothing was changed. To correct it, use Re-issue: the issued invoice is red-reversed first.",
    },
  },
  INVOICE_IN_PROGRESS: {
    status: 409,
    message: /*i18n*/ {
      id: "error.INVOICE_IN_PROGRESS",
      message:
        "The issuer is working on this invoice just now (issuing or voiding it). Please wait for its answer, or press Query.",
    },
  },
  INVOICE_ISSUED_LOCKED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.INVOICE_ISSUED_LOCKED",
      message:
        "An issued invoice (or one with the invoice platform) cannot be changed: void it, correct it and issue it again.",
    },
  },
  INVOICE_OVER_CAP: {
    status: 409,
    message: /*i18n*/ {
      id: "error.INVOICE_OVER_CAP",
      message:
        "An electronic invoice covers at most {cap} yuan. Please choose a paper or special invoice, or ask the finance office.",
    },
  },
  INVOICE_NOT_EDITABLE: {
    status: 409,
    message: /*i18n*/ {
      id: "error.INVOICE_NOT_EDITABLE",
      message: "The invoice has been issued or is being issued; its details can no longer be changed.",
    },
  },
  SAVED_INVOICES_FULL: {
    status: 409,
    message: /*i18n*/ {
      id: "error.SAVED_INVOICES_FULL",
      message: "You can keep at most {max} saved invoices. Please delete one first.",
    },
  },
  MESSAGE_NOT_FOUND: {
    status: 404,
    message: /*i18n*/ { id: "error.MESSAGE_NOT_FOUND", message: "This message does not exist." },
  },
  MESSAGE_ALREADY_SENT: {
    status: 409,
    message: /*i18n*/ {
      id: "error.MESSAGE_ALREADY_SENT",
      message: "This message has already been sent: it cannot be sent again or deleted.",
    },
  },
  MESSAGE_DELETED: {
    status: 409,
    message: /*i18n*/ { id: "error.MESSAGE_DELETED", message: "This message has been deleted." },
  },
  PAY_TYPE_NOT_OFFERED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.PAY_TYPE_NOT_OFFERED",
      message: "This payment method is not available here. Please choose another one.",
    },
  },
  ONLY_WECHAT_PAY: {
    status: 409,
    message: /*i18n*/ {
      id: "error.ONLY_WECHAT_PAY",
      message: "Inside WeChat only WeChat Pay can be used. Open the page in a browser to pay another way.",
    },
  },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 503,
    message: /*i18n*/ {
      id: "error.PAYMENT_PROVIDER_UNAVAILABLE",
      message: "The payment service cannot be reached just now. Please try again in a moment.",
    },
  },
  PAYMENT_ALREADY_RECEIVED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.PAYMENT_ALREADY_RECEIVED",
      message: "This payment has already been received.",
    },
  },
  REFUND_FAILED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.REFUND_FAILED",
      message:
        "The payment provider refused the refund. Please refund by bank transfer or contact the provider.",
    },
  },
  GROUP_NOT_FOUND: {
    status: 404,
    message: /*i18n*/ {
      id: "error.GROUP_NOT_FOUND",
      message: "Group discount code not found. Please re-enter it or start a new group.",
    },
  },
  GROUP_EXPIRED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.GROUP_EXPIRED",
      message: "Sorry, this group code has expired. Please re-enter it or start a new group.",
    },
  },
  GROUP_FULL: {
    status: 409,
    message: /*i18n*/ {
      id: "error.GROUP_FULL",
      message: "Sorry, this group is full. Please re-enter a code or start a new group.",
    },
  },
  SCHEME_IN_USE: {
    status: 409,
    message: /*i18n*/ {
      id: "error.SCHEME_IN_USE",
      message: "This discount scheme has groups and cannot be deleted.",
    },
  },
  PAIRING_CODE_INVALID: {
    status: 401,
    message: /*i18n*/ {
      id: "error.PAIRING_CODE_INVALID",
      message: "This pairing code is wrong or has expired.",
    },
  },
  RESET_CODE_INVALID: {
    status: 400,
    message: /*i18n*/ {
      id: "error.RESET_CODE_INVALID",
      message:
        "This code is wrong, has expired or was tried too often. Please check it, or ask for a new code.",
    },
  },
  DEVICE_REVOKED: {
    status: 401,
    message: /*i18n*/ {
      id: "error.DEVICE_REVOKED",
      message: "This kiosk is no longer enrolled. Please enrol it again.",
    },
  },
  SYNC_VERSION_UNSUPPORTED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.SYNC_VERSION_UNSUPPORTED",
      message: "The server no longer serves this kiosk's data format. Please update this kiosk.",
    },
  },
  UPLOAD_TYPE: {
    status: 415,
    message: /*i18n*/ { id: "error.UPLOAD_TYPE", message: "Only jpg, bmp or png images can be uploaded." },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: /*i18n*/ { id: "error.PAYLOAD_TOO_LARGE", message: "The request is too large." },
  },
  UPLOAD_TOO_LARGE: {
    status: 413,
    message: /*i18n*/ { id: "error.UPLOAD_TOO_LARGE", message: "The image cannot exceed 10 MB." },
  },
  UPLOAD_TOO_MANY_PIXELS: {
    status: 413,
    message: /*i18n*/ {
      id: "error.UPLOAD_TOO_MANY_PIXELS",
      message:
        "The image cannot have more than {megapixels} megapixels. Please make it smaller and try again.",
    },
  },
  UPLOAD_UNREADABLE: {
    status: 422,
    message: /*i18n*/ {
      id: "error.UPLOAD_UNREADABLE",
      message: "This image cannot be read: it is damaged or incomplete. Please choose it again.",
    },
  },
  RATE_LIMITED: {
    status: 429,
    message: /*i18n*/ {
      id: "error.RATE_LIMITED",
      message: "Too many attempts. Please wait a moment and try again.",
    },
  },
  INTERNAL: {
    status: 500,
    message: /*i18n*/ {
      id: "error.INTERNAL",
      message: "Something went wrong on our side. Please try again later.",
    },
  },
  UNAVAILABLE: {
    status: 503,
    message: /*i18n*/ { id: "error.UNAVAILABLE", message: "The service is temporarily unavailable." },
  },
  // The conference editor: changes that would strand registrations are refused with the reason.
  CONFERENCE_HAS_REGISTRATIONS: {
    status: 409,
    message: /*i18n*/ {
      id: "error.CONFERENCE_HAS_REGISTRATIONS",
      message:
        "This conference has {count, plural, one {# registration} other {# registrations}} and cannot be deleted.",
    },
  },
  SYSTEM_CODE_TAKEN: {
    status: 409,
    message: /*i18n*/ {
      id: "error.SYSTEM_CODE_TAKEN",
      message: "Another conference already uses the system code {systemCode}.",
    },
  },
  SETTING_LOCKED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.SETTING_LOCKED",
      message:
        "The currency and the kind of a conference (invoice-only or not) cannot change once it has registrations.",
    },
  },
  HOTEL_WINDOW_STRANDS: {
    status: 409,
    message: /*i18n*/ {
      id: "error.HOTEL_WINDOW_STRANDS",
      message:
        "{count, plural, one {# hotel booking has} other {# hotel bookings have}} nights outside these dates. Keep the dates around them.",
    },
  },
  PARTICIPANT_TYPE_IN_USE: {
    status: 409,
    message: /*i18n*/ {
      id: "error.PARTICIPANT_TYPE_IN_USE",
      message:
        "{count, plural, one {# registration uses} other {# registrations use}} this participant type: it cannot be deleted.",
    },
  },
  WORKSHOP_IN_USE: {
    status: 409,
    message: /*i18n*/ {
      id: "error.WORKSHOP_IN_USE",
      message:
        "{count, plural, one {# registration has} other {# registrations have}} chosen this workshop: it cannot be deleted.",
    },
  },
  WORKSHOP_LIMIT_BELOW_TAKEN: {
    status: 409,
    message: /*i18n*/ {
      id: "error.WORKSHOP_LIMIT_BELOW_TAKEN",
      message:
        "{taken, plural, one {# place of this workshop is} other {# places of this workshop are}} taken: its limit cannot be lower.",
    },
  },
  ROOM_TYPE_IN_USE: {
    status: 409,
    message: /*i18n*/ {
      id: "error.ROOM_TYPE_IN_USE",
      message:
        "Rooms of this type are booked by {count, plural, one {# registration} other {# registrations}}: it cannot be deleted.",
    },
  },
  ROOM_STOCK_BELOW_TAKEN: {
    status: 409,
    message: /*i18n*/ {
      id: "error.ROOM_STOCK_BELOW_TAKEN",
      message:
        "{taken, plural, one {# room of this type is} other {# rooms of this type are}} taken on the night of {night}: its stock cannot be lower.",
    },
  },
  INVITATION_CODE_IN_USE: {
    status: 409,
    message: /*i18n*/ {
      id: "error.INVITATION_CODE_IN_USE",
      message:
        "{count, plural, one {# registration was} other {# registrations were}} made with this invitation code: it cannot be deleted or renamed.",
    },
  },
  INVITATION_CODE_TAKEN: {
    status: 409,
    message: /*i18n*/ {
      id: "error.INVITATION_CODE_TAKEN",
      message: "This conference already has the invitation code {code}.",
    },
  },
  EXTRA_ITEM_ANSWERED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.EXTRA_ITEM_ANSWERED",
      message:
        "This question has {count, plural, one {# answer} other {# answers}}: it cannot be deleted or change its kind.",
    },
  },
  EXTRA_OPTION_ANSWERED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.EXTRA_OPTION_ANSWERED",
      message:
        "The option “{value}” was chosen in {count, plural, one {# answer} other {# answers}}: it cannot be removed or renamed.",
    },
  },
  FEE_SETTLEMENT_BLOCKED: {
    status: 409,
    message: /*i18n*/ {
      id: "error.FEE_SETTLEMENT_BLOCKED",
      message:
        "A payment or refund of this registration is on its way. Finish it before changing what decides the fee.",
    },
  },
  ATTENDEE_ACCOUNT_NOT_FOUND: {
    status: 404,
    message: /*i18n*/ {
      id: "error.ATTENDEE_ACCOUNT_NOT_FOUND",
      message: "No attendee account signs in with this e-mail or phone.",
    },
  },
  SHEET_UNREADABLE: {
    status: 400,
    message: /*i18n*/ {
      id: "error.SHEET_UNREADABLE",
      message:
        "The file is not a spreadsheet that can be read: upload an .xlsx workbook or a UTF-8 CSV file.",
    },
  },
  IMPORT_EMPTY: {
    status: 400,
    message: /*i18n*/ { id: "error.IMPORT_EMPTY", message: "The uploaded file holds no data." },
  },
  IMPORT_COLUMNS_MISSING: {
    status: 400,
    message: /*i18n*/ {
      id: "error.IMPORT_COLUMNS_MISSING",
      message: "Import error: the sheet lacks the required columns {columns}. Use the import template.",
    },
  },
  ADMIN_ACCOUNT_NOT_FOUND: {
    status: 404,
    message: /*i18n*/ { id: "error.ADMIN_ACCOUNT_NOT_FOUND", message: "This account does not exist." },
  },
  USERNAME_TAKEN: {
    status: 409,
    message: /*i18n*/ { id: "error.USERNAME_TAKEN", message: "Another account already has this user name." },
  },
  LAST_ADMINISTRATOR: {
    status: 409,
    message: /*i18n*/ {
      id: "error.LAST_ADMINISTRATOR",
      message:
        "This change would leave no enabled administrator of all conferences. Make another account one first.",
    },
  },
  CURRENT_PASSWORD_WRONG: {
    status: 400,
    message: /*i18n*/ { id: "error.CURRENT_PASSWORD_WRONG", message: "The current password is not correct." },
  },
  MEMBER_NOT_FOUND: {
    status: 404,
    message: /*i18n*/ { id: "error.MEMBER_NOT_FOUND", message: "This list entry does not exist." },
  },
  MEMBER_NO_TAKEN: {
    status: 409,
    message: /*i18n*/ {
      id: "error.MEMBER_NO_TAKEN",
      message: "This list already has an entry with this member number.",
    },
  },
  IMPORT_ROWS_INVALID: {
    status: 422,
    message: /*i18n*/ {
      id: "error.IMPORT_ROWS_INVALID",
      message:
        "Import error: {count} rows have problems; nothing was imported. Correct them and upload again.",
    },
  },
  ACCEPTED_PAPER_NOT_FOUND: {
    status: 404,
    message: /*i18n*/ {
      id: "error.ACCEPTED_PAPER_NOT_FOUND",
      message: "This accepted paper does not exist.",
    },
  },
  PAPER_ID_TAKEN: {
    status: 409,
    message: /*i18n*/ {
      id: "error.PAPER_ID_TAKEN",
      message: "This conference already has an accepted paper with this id.",
    },
  },
} as const satisfies Record<string, ErrorDef>;

export type ErrorCode = keyof typeof errorCodes;
export const errorCodeValues = Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]];

/** A field that failed validation: `code` is a message id from `validationMessages`, `message` its text. */
export const fieldError = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldError>;

/** The body of every error response; `details` is always there (empty when there is nothing to add). */
export const apiError = z.object({
  code: z.enum(errorCodeValues),
  message: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type ApiError = z.infer<typeof apiError>;

/** Thrown by rules and services; the server turns it into `{ code, message, details }` with its status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, details?: Record<string, unknown>) {
    super(code);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return errorCodes[this.code].status;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
