import {
  type Bilingual,
  editedInvoiceType,
  type InvoiceInput,
  invoiceInput,
  missingInvoiceDetails,
  offeredInvoiceContents,
  type QuickRegistrant,
  type QuickRegistrantList,
  quickRegistrantFields,
  quickRegistrantLimit,
  type RecommendationResult,
} from "@confreg/shared";
import type { ConferenceContext } from "#features/conferences";
import { cachedConferenceContext } from "#features/conferences";
import type { AppDeps } from "#http/env";
import {
  type AccountRegistration,
  findInvoiceRow,
  listAccountRegistrations,
  listChosenWorkshops,
} from "./earlier-registrations.repo";

/** How many recent registrations are read to find five different people. */
const scanned = 50;

const sameTitle = (a: Bilingual, b: Bilingual) => {
  const zh = a.zh.trim();
  const en = a.en.trim().toLowerCase();
  return (zh !== "" && zh === b.zh.trim()) || (en !== "" && en === b.en.trim().toLowerCase());
};

/** This conference's offered type with the same title (a hidden one only comes with its invitation code). */
function matchingTypeId(context: ConferenceContext, title: Bilingual): number | null {
  const type = context.participantTypes.find((t) => !t.isDeleted && !t.isHidden && sameTitle(t.title, title));
  return type?.id ?? null;
}

const titleOf = (zh: string, en: string): Bilingual => ({ zh, en });

function toQuickRegistrant(context: ConferenceContext, row: AccountRegistration): QuickRegistrant | null {
  const person = quickRegistrantFields.safeParse(row);
  if (!person.success) return null;
  const typeTitle = titleOf(row.typeTitleZh, row.typeTitleEn);
  return {
    person: person.data,
    conferenceTitle: titleOf(row.conferenceTitleZh, row.conferenceTitleEn),
    participantType: { id: row.participantTypeId, title: typeTitle },
    participantTypeId: matchingTypeId(context, typeTitle),
    registeredAt: row.createTime,
  };
}

/** The same person registered twice counts once (their latest registration). */
const personKey = (row: AccountRegistration) =>
  [row.name.trim(), row.unit.trim(), row.email.trim().toLowerCase()].join("\u0000");

/** Quick registration: up to five different people the account registered before, in any conference. */
export async function listQuickRegistrants(
  deps: AppDeps,
  accountId: number,
  conferenceId: number,
): Promise<QuickRegistrantList> {
  const [context, rows] = await Promise.all([
    cachedConferenceContext(deps.db, conferenceId, undefined),
    listAccountRegistrations(deps.db, accountId, scanned),
  ]);
  const seen = new Set<string>();
  const registrants: QuickRegistrant[] = [];
  for (const row of rows) {
    const key = personKey(row);
    if (seen.has(key)) continue;
    seen.add(key);
    const registrant = toQuickRegistrant(context, row);
    if (registrant) registrants.push(registrant);
    if (registrants.length === quickRegistrantLimit) break;
  }
  return { registrants };
}

/**
 * The earlier invoice as this conference offers it: a type it does not offer becomes the one its editor
 * opens it as, a content it does not list becomes its default; details that no longer parse, or that lack
 * what the type requires here, are not proposed.
 */
async function recommendedInvoice(
  deps: AppDeps,
  context: ConferenceContext,
  registrationId: number,
): Promise<InvoiceInput | null> {
  const row = await findInvoiceRow(deps.db, registrationId);
  if (!row) return null;
  const { settings } = context.conference;
  const contents: readonly string[] = offeredInvoiceContents(settings);
  // The schema keeps the details and drops the row's other columns (status, number, amounts).
  const parsed = invoiceInput.safeParse({
    ...row,
    invoiceType: editedInvoiceType(row.invoiceType, settings),
    invoiceContent: contents.includes(row.invoiceContent) ? row.invoiceContent : "",
  });
  if (!parsed.success) return null;
  // A default invoice nobody filled in (a title still missing, say) is nothing to propose.
  const missing = missingInvoiceDetails(parsed.data.invoiceType, settings, parsed.data);
  return missing.length === 0 ? parsed.data : null;
}

/** Recommended registration: the account's latest registration's choices that exist in this conference. */
export async function recommendRegistration(
  deps: AppDeps,
  accountId: number,
  conferenceId: number,
): Promise<RecommendationResult> {
  const [context, rows] = await Promise.all([
    cachedConferenceContext(deps.db, conferenceId, undefined),
    listAccountRegistrations(deps.db, accountId, 1),
  ]);
  const latest = rows[0];
  if (!latest) return { recommendation: null };
  const [chosen, invoice] = await Promise.all([
    listChosenWorkshops(deps.db, latest.id),
    recommendedInvoice(deps, context, latest.id),
  ]);
  const offered = context.workshops.filter((w) => w.isVisible);
  const workshops = chosen.flatMap((earlier) => {
    const here = offered.find((w) => sameTitle(w.title, titleOf(earlier.titleZh, earlier.titleEn)));
    return here ? [{ id: here.id, title: here.title }] : [];
  });
  const typeTitle = titleOf(latest.typeTitleZh, latest.typeTitleEn);
  return {
    recommendation: {
      conferenceTitle: titleOf(latest.conferenceTitleZh, latest.conferenceTitleEn),
      participantType: { id: latest.participantTypeId, title: typeTitle },
      participantTypeId: matchingTypeId(context, typeTitle),
      workshops,
      invoice,
    },
  };
}
