import {
  Actor,
  type CardType,
  cardIssues,
  cardsShown,
  type FieldIssue,
  type RegistrantValues,
  type RegistrationData,
} from "@confreg/shared";
import type { Pii } from "#crypto/pii";
import type { Tx } from "#db/transact";
import type { ActorRef } from "#lib/audit/write-audit";
import { cardIdsFor } from "./saved-person-columns";
import { savePersonIn } from "./saved-registrants.service";

/**
 * The card images the type asks for (spec 000 §5, the end of the submit order), from attendees. The office
 * registers people without them (spec 002 §7: an import or an added member carries no card; staff saw the
 * card otherwise).
 */
export function registrantCardIssues(
  type: CardType | null,
  input: RegistrationData,
  actor: Actor,
): FieldIssue[] {
  return actor === Actor.admin ? [] : cardIssues(type, input);
}

type Target = { registrationId: number; conferenceId: number; accountId: number | null; actor: ActorRef };

/**
 * The registrant's people parts of a new registration, in its unit of work: the card images the type
 * shows (the registrant's own uploads, tied to the registration) and, with "save this person", the
 * registrant kept among the account's saved people.
 */
export async function writeRegistrationPeople(
  tx: Tx,
  pii: Pii,
  target: Target,
  registrant: { type: CardType | null; values: RegistrantValues; input: RegistrationData },
): Promise<void> {
  const shown = cardsShown(registrant.type);
  const wanted = {
    studentCard: shown.studentCard ? registrant.input.studentCard : null,
    otherMemberCard: shown.otherMemberCard ? registrant.input.otherMemberCard : null,
  };
  const cards = await cardIdsFor(tx, target.actor, wanted, target);
  if (cards.studentCard !== null || cards.otherMemberCard !== null) {
    await tx.db.updateTable("registrations").set(cards).where("id", "=", target.registrationId).execute();
  }
  if (registrant.input.savePerson && target.accountId !== null) {
    await savePersonIn(tx, pii, target.accountId, { values: registrant.values, cards });
  }
}
