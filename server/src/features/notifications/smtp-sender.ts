import { createTransport } from "nodemailer";
import type { MessageSender } from "./senders";

export type SmtpSettings = {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://user:pass@host:465. */
  url: string;
  /** The From header, e.g. `Conference registration <noreply@example.org>`. */
  from: string;
};

/**
 * E-mail through an SMTP server (nodemailer). Plain text in UTF-8, the message's language in
 * Content-Language. Messages are few (codes, notices): one connection per message, no pool to keep open.
 */
export function smtpSender(settings: SmtpSettings): MessageSender & { close(): void } {
  const transport = createTransport(settings.url, { from: settings.from });
  return {
    name: "smtp",
    send: async (message) => {
      await transport.sendMail({
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        headers: { "Content-Language": message.locale === "zh" ? "zh-CN" : message.locale },
      });
    },
    close: () => transport.close(),
  };
}
