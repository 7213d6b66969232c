import {
  type ConferenceView,
  checkRegistration,
  defaultPayType,
  extraIssues,
  type FieldIssue,
  fieldIssuesFromZod,
  invoiceIssues,
  type RegistrationData,
} from "@confreg/shared";
import type { z } from "zod";

/** The document or phone left empty keeps the stored one: nothing is missing there. */
export type Kept = { idNumber: boolean; phone: boolean };

/**
 * Every finding the form can make before it asks the server, with the rules the server runs (spec 002 §5):
 * the request's schema (registerEdit's or add-member's: the job title too), then, once it parses, the
 * conference's registration rules, the extra questions and the invoice. Paper, member, group and capacity
 * checks need the server's data; it reports them, all at once, on saving.
 */
export function checkForm(
  schema: z.ZodType<RegistrationData>,
  request: unknown,
  conference: ConferenceView,
  kept: Kept,
): FieldIssue[] {
  const parsed = schema.safeParse(request);
  if (!parsed.success) return fieldIssuesFromZod(parsed.error.issues);
  const input = parsed.data;
  const context = { ...conference, invitation: conference.invitation };
  const issues = [
    ...checkRegistration(context, input),
    ...extraIssues({ items: conference.extraItems, invitation: conference.invitation }, input.extras),
    ...(input.invoice
      ? invoiceIssues(
          {
            settings: conference.settings,
            payType: input.payType ?? defaultPayType(conference.settings),
            society: null,
          },
          input.invoice,
        )
      : []),
  ];
  return issues.filter(
    (issue) => !((kept.idNumber && issue.path === "idNumber") || (kept.phone && issue.path === "phone")),
  );
}
