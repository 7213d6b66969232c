import type { Label, Locale, MessageChannel } from "@confreg/shared";
import { translate } from "#http/i18n";

/**
 * Every message the server sends, as Lingui descriptors (Chinese in locales/zh): an e-mail subject and
 * body, and a text message short enough for one or two SMS parts. Placeholders are the template's params.
 * No apostrophes: ICU message syntax would read them as quotes.
 */
type TemplateTexts = { subject: Label; email: Label; sms: Label; secret?: RegExp };

/** What each template needs filled in. Adding a template is an entry here and one in `templates`. */
export type TemplateParams = {
  passwordReset: { code: string; minutes: number };
  adminPasswordReset: { code: string; minutes: number; username: string };
};
export type TemplateName = keyof TemplateParams;

/** One-time codes: once a real sender has delivered them, the outbox keeps the message without them. */
const oneTimeCode = /\b\d{6}\b/g;

export const templates: Record<TemplateName, TemplateTexts> = {
  passwordReset: {
    secret: oneTimeCode,
    subject: /*i18n*/ { id: "mail.passwordReset.subject", message: "Your password reset code" },
    email: /*i18n*/ {
      id: "mail.passwordReset.body",
      message:
        "Hello,\n\nSomeone, we hope you, asked to reset the password of your account on the conference registration site. Your code is:\n\n{code}\n\nIt is valid for {minutes} minutes and works once. If you did not ask for it, ignore this message: your password stays as it is. Never tell this code to anyone, staff of the society included.",
    },
    sms: /*i18n*/ {
      id: "sms.passwordReset.body",
      message:
        "Your password reset code is {code}, valid for {minutes} minutes. If you did not ask for it, ignore this message.",
    },
  },
  adminPasswordReset: {
    secret: oneTimeCode,
    subject: /*i18n*/ {
      id: "mail.adminPasswordReset.subject",
      message: "Your back-office password reset code",
    },
    email: /*i18n*/ {
      id: "mail.adminPasswordReset.body",
      message:
        "Hello,\n\nSomeone, we hope you, asked to reset the password of the back-office account {username}. Your code is:\n\n{code}\n\nIt is valid for {minutes} minutes and works once. If you did not ask for it, ignore this message and tell the administrator of all conferences: your password stays as it is.",
    },
    sms: /*i18n*/ {
      id: "sms.adminPasswordReset.body",
      message:
        "Back-office password reset code for {username}: {code}, valid for {minutes} minutes. If you did not ask for it, ignore this message.",
    },
  },
};

export type RenderedMessage = { subject: string; body: string };

/** The template's text in one language for one channel (a text message has no subject). */
export function renderTemplate<T extends TemplateName>(
  template: T,
  channel: MessageChannel,
  locale: Locale,
  params: TemplateParams[T],
): RenderedMessage {
  const texts = templates[template];
  return {
    subject: channel === "email" ? translate(locale, texts.subject.id, params) : "",
    body: translate(locale, texts[channel].id, params),
  };
}

/**
 * What the outbox keeps of a delivered message: its body without the template's secrets (a code in the
 * back office would let an administrator take over the account it was sent to). The development outbox
 * keeps them, since reading it is how the message is "received" there.
 */
export function keptBody(template: string, body: string): string {
  const secret = templates[template as TemplateName]?.secret;
  return secret ? body.replace(secret, "••••••") : body;
}
