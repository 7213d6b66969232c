import {
  isValidEmail,
  type MemberSuggestion,
  mayAskMemberSuggestion,
  phoneIssue,
  registrantFieldDescriptors,
  suggestedFields,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Dialog } from "antd-mobile";
import { useEffect, useRef } from "react";
import type { FormValues } from "#attendee/lib/registrant-values";
import { askMemberSuggestion } from "./people-queries";

type Options = {
  conferenceId: number;
  participantTypeId: number;
  /** Fills the form with what the list knows (the caller also saves the draft). */
  onFill: (values: Partial<FormValues>) => void;
};

/** Waits for typing to pause before asking, so a half-typed address costs no look-up. */
const pauseMs = 800;

/** Only what a suggestion would change: fields it knows that are not already as the list has them. */
function changesOf(suggestion: MemberSuggestion, current: FormValues): Partial<FormValues> {
  const changes: Record<string, unknown> = {};
  for (const name of suggestedFields) {
    const value = suggestion[name];
    if (value === null || value === "") continue;
    if (current[name] !== value) changes[name] = value;
  }
  return changes as Partial<FormValues>;
}

/**
 * The member suggestion (spec 000 §2 "member-number suggestion popups"): once a name and a valid e-mail or
 * phone are typed, the server is asked (each combination once); when exactly one listed member matches,
 * a popup offers to fill the unit, title, e-mail, phone and member number. Typing a name, then an e-mail,
 * then a phone asks up to three times: the same member is offered once, and never in a second popup over
 * the first.
 */
export function useMemberSuggestion(
  /** What the form holds now (the suggestion compares against it). */
  read: () => FormValues,
  typed: Pick<FormValues, "name" | "email" | "phone">,
  { conferenceId, participantTypeId, onFill }: Options,
) {
  const { t, i18n } = useLingui();
  const { name = "", email = "", phone = "" } = typed;
  const asked = useRef(new Set<string>());
  /** The members already offered (filled or declined): each is offered once, and one popup at a time. */
  const offered = useRef(new Set<string>());
  const showing = useRef(false);
  // The latest callbacks, without asking again when only they change.
  const fill = useRef(onFill);
  fill.current = onFill;
  const readNow = useRef(read);
  readNow.current = read;

  useEffect(() => {
    const entered = {
      name: name.trim(),
      email: isValidEmail(email) ? email.trim() : "",
      phone: phoneIssue(phone) === null ? phone.trim() : "",
    };
    if (!mayAskMemberSuggestion(entered)) return;
    const key = JSON.stringify([participantTypeId, entered]);
    if (asked.current.has(key)) return;
    const timer = setTimeout(async () => {
      asked.current.add(key);
      const answer = await askMemberSuggestion(conferenceId, { participantTypeId, ...entered }).catch(
        () => null,
      );
      const suggestion = answer?.suggestion;
      if (!suggestion || showing.current) return;
      const member = suggestion.memberNo;
      if (offered.current.has(member)) return;
      const changes = changesOf(suggestion, readNow.current());
      if (Object.keys(changes).length === 0) return;
      offered.current.add(member);
      // The suggested text fields, titled as the form titles them (the gender is shown by its choice).
      const rows = suggestedFields
        .flatMap((name) => (name === "gender" ? [] : [name]))
        .map((name) => [i18n._(registrantFieldDescriptors[name].label), suggestion[name]])
        .filter(([, value]) => value);
      showing.current = true;
      const confirmed = await Dialog.confirm({
        title: t`Found you in the society's member list`,
        content: (
          <div data-testid="member-suggestion">
            <p>{t`Fill in these details from the member list?`}</p>
            <dl className="att-suggestion-rows">
              {rows.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ),
        confirmText: <span data-testid="member-suggestion-fill">{t`Fill in`}</span>,
        cancelText: t`No, thanks`,
      }).finally(() => {
        showing.current = false;
      });
      if (confirmed) fill.current(changes);
    }, pauseMs);
    return () => clearTimeout(timer);
  }, [name, email, phone, conferenceId, participantTypeId, t, i18n]);
}
