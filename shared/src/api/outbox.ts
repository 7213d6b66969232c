import { z } from "zod";
import { enumValues, type Labels, type ValueOf, valuesWhere, type YesNoTraits } from "../enums/define";
import { id, isoDateTime, paged, pageQuery } from "../schemas/common";

/** How a message travels. */
export const MessageChannel = { email: "email", sms: "sms" } as const;
export type MessageChannel = ValueOf<typeof MessageChannel>;
export const messageChannelValues = enumValues(MessageChannel);
export const messageChannelLabels: Labels<MessageChannel> = {
  email: /*i18n*/ { id: "messageChannel.email", message: "E-mail" },
  sms: /*i18n*/ { id: "messageChannel.sms", message: "Text message" },
};

/**
 * What became of a message: waiting (or between retries), handed to its sender, or given up on; held for
 * staff to send (the old system's unsent mails), or deleted by staff before it went (kept, not listed).
 * Only queued messages are ever picked up for sending.
 */
export const OutboxStatus = {
  queued: "queued",
  sent: "sent",
  failed: "failed",
  held: "held",
  deleted: "deleted",
} as const;
export type OutboxStatus = ValueOf<typeof OutboxStatus>;
export const outboxStatusValues = enumValues(OutboxStatus);
export const outboxStatusLabels: Labels<OutboxStatus> = {
  queued: /*i18n*/ { id: "outboxStatus.queued", message: "Queued" },
  sent: /*i18n*/ { id: "outboxStatus.sent", message: "Sent" },
  failed: /*i18n*/ { id: "outboxStatus.failed", message: "Failed" },
  held: /*i18n*/ { id: "outboxStatus.held", message: "Not sent" },
  deleted: /*i18n*/ { id: "outboxStatus.deleted", message: "Deleted" },
};

/** What a message's status lets staff do with it, one row per status: its subsets are drawn from it. */
export type OutboxStatusTraits = {
  /** Not sent yet, and staff may still delete it (spec 002 §4: delete only while isSent is 0). */
  readonly unsent: boolean;
  /** Out of the queue and not sent (held, or given up on): Send puts it back in the queue. */
  readonly requeued: boolean;
};
export const outboxStatusTraits: Record<OutboxStatus, OutboxStatusTraits> = {
  queued: { unsent: true, requeued: false },
  sent: { unsent: false, requeued: false },
  failed: { unsent: true, requeued: true },
  held: { unsent: true, requeued: true },
  deleted: { unsent: false, requeued: false },
};

/** The outbox statuses whose row answers yes to `trait`, in enum order. */
export const outboxStatusesWhere = (trait: YesNoTraits<OutboxStatusTraits>) =>
  valuesWhere(outboxStatusValues, outboxStatusTraits, trait);

export const isUnsentStatus = (status: OutboxStatus): boolean => outboxStatusTraits[status].unsent;

/**
 * The sender name of the built-in development outbox: a message "sent" by it was kept in the outbox and
 * delivered to nobody. The back office labels it so.
 */
export const developmentSender = "development";

/** GET /api/admin/outbox: paged, optionally one channel and one status. */
export const outboxQuery = pageQuery.extend({
  channel: z.enum(messageChannelValues).optional(),
  status: z.enum(outboxStatusValues).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuery>;

export const outboxMessage = z.object({
  id,
  channel: z.enum(messageChannelValues),
  recipient: z.string(),
  template: z.string(),
  locale: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(outboxStatusValues),
  attempts: z.number().int(),
  lastError: z.string(),
  /** Who delivered it ("development", "smtp", an SMS provider's name); empty until sent. */
  sender: z.string(),
  conferenceId: id.nullable(),
  /** The registration it was about, when it was about one (its mail list shows it). */
  registrationId: id.nullable(),
  createTime: isoDateTime,
  sentTime: isoDateTime.nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** A page of the outbox, and which channels the server does not deliver (the development outbox keeps them). */
export const outboxPage = paged(outboxMessage).extend({
  undelivered: z.array(z.enum(messageChannelValues)),
});
export type OutboxPage = z.infer<typeof outboxPage>;
