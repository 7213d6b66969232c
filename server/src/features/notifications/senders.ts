import { developmentSender, type MessageChannel } from "@confreg/shared";

/** A rendered message as the outbox holds it, handed to the sender of its channel. */
export type OutgoingMessage = {
  id: number;
  channel: MessageChannel;
  recipient: string;
  template: string;
  locale: string;
  subject: string;
  body: string;
};

/**
 * Delivers one message or throws; the dispatcher records either (status, attempts, last error) and
 * retries later. `name` is written to the outbox row of what it delivered.
 */
export interface MessageSender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

export type Senders = Record<MessageChannel, MessageSender>;

/**
 * A text-message gateway (a provider's HTTP API, behind its own adapter). Providers that only send
 * pre-registered templates map `template` to theirs; the others send `body` as it is.
 */
export interface SmsProvider {
  readonly name: string;
  sendSms(sms: { to: string; body: string; template: string; locale: string }): Promise<void>;
}

/** The SMS channel: whichever provider is configured. */
export function smsSender(provider: SmsProvider): MessageSender {
  return {
    name: provider.name,
    send: (message) =>
      provider.sendSms({
        to: message.recipient,
        body: message.body,
        template: message.template,
        locale: message.locale,
      }),
  };
}

/**
 * The development outbox: nothing leaves the machine. The message stays in the outbox table, marked sent
 * by "development", where the back office shows it (and tests read it, as they would read a mailbox).
 */
export const developmentMessageSender: MessageSender = {
  name: developmentSender,
  send: async () => {},
};

/** The built-in SMS provider: the same development outbox, for text messages. */
export const developmentSmsProvider: SmsProvider = {
  name: developmentSender,
  sendSms: async () => {},
};

/** Which configured SMS providers exist; a real gateway's adapter is added here. */
export const smsProviders = { development: developmentSmsProvider } as const;
export type SmsProviderName = keyof typeof smsProviders;
