import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** E-mails to registrants (registerMailList); deletable while not sent. */
export interface MailsTable {
  id: Generated<number>;
  conferenceId: number;
  registrationId: number | null;
  sender: Generated<string>;
  email: string;
  title: string;
  body: string;
  isSent: Generated<number>;
  sentTime: string | null;
  createTime: string;
  updateTime: string;
}

export type MailRow = Selectable<MailsTable>;
export type NewMail = Insertable<MailsTable>;
export type MailUpdate = Updateable<MailsTable>;
