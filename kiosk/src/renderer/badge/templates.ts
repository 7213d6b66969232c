import {
  type BadgeLayout,
  type BadgePerson,
  chooseBadgeTemplate,
  defaultBadgeLayout,
  renderBadgeSvg,
} from "@confreg/shared";
import { createKioskApi, type FetchFn, isEnrolmentRejected, NetworkError } from "#renderer/api/client";
import type { KioskBadgeTemplate, KioskRow } from "#renderer/api/payload";
import type { KioskDb, StoredBadgeTemplates, StoredEnrolment } from "#renderer/db/db";

/**
 * Templates are asked for again after a sync run at most this often: sync runs follow every change at
 * any desk (push), and the answer embeds the logos, so asking each time would move megabytes a minute.
 */
export const badgeTemplatesRefreshMs = 5 * 60_000;

/**
 * Fetches the conference's badge templates and keeps them for printing offline, replacing the last copy.
 * Nothing is written when the enrolment changed meanwhile (another conference's templates would print).
 */
export async function fetchBadgeTemplates(db: KioskDb, fetchFn: FetchFn, now = new Date()): Promise<void> {
  const enrolment = await db.enrolment.get("current");
  if (!enrolment) return;
  const answer = await createKioskApi(enrolment.serverUrl, fetchFn).badgeTemplates(enrolment.token);
  await db.transaction("rw", db.enrolment, db.badgeTemplates, async () => {
    if ((await db.enrolment.get("current"))?.token !== enrolment.token) return;
    await db.badgeTemplates.put({ ...answer, key: "current", fetchedAt: now.toISOString() });
  });
}

export type TemplateRefresherOptions = {
  db: KioskDb;
  fetch: FetchFn;
  everyMs?: number;
  now?: () => number;
};

/**
 * Keeps the stored templates fresh, called after each sync run: the first call fetches, later ones once
 * `everyMs` has passed since the last fetch (a reload fetches again). One fetch at a time. A failure keeps
 * the stored copy (badges print offline with it) and is retried at the next run; a refused token is the
 * sync's to handle.
 */
export class BadgeTemplateRefresher {
  readonly #options: TemplateRefresherOptions;
  #fetchedAt = Number.NEGATIVE_INFINITY;
  #running: Promise<void> | null = null;

  constructor(options: TemplateRefresherOptions) {
    this.#options = options;
  }

  refresh(): Promise<void> {
    const now = this.#options.now ?? Date.now;
    if (now() - this.#fetchedAt < (this.#options.everyMs ?? badgeTemplatesRefreshMs))
      return Promise.resolve();
    this.#running ??= this.#fetch(now).finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #fetch(now: () => number): Promise<void> {
    try {
      await fetchBadgeTemplates(this.#options.db, this.#options.fetch, new Date(now()));
      this.#fetchedAt = now();
    } catch (error) {
      if (!(error instanceof NetworkError || isEnrolmentRejected(error)))
        console.error("Badge templates could not be fetched", error);
    }
  }
}

/** Who a template applies to, of a registration (shared chooseBadgeTemplate). */
function audienceOf(row: KioskRow) {
  return {
    // A row without its participant type's id (an older server's) matches no type-specific template: the
    // person gets a print-type template or the default. Ids are positive, so 0 matches none.
    participantTypeId: row.participantTypeId ?? 0,
    printType: row.printType ?? null,
  };
}

/** What the shared renderer prints of a registration. */
export const kioskBadgePerson = (row: KioskRow): BadgePerson => ({
  name: row.name,
  nameEn: row.nameEn,
  unit: row.unit,
  unitEn: row.unitEn ?? "",
  participantType: row.participantType,
  printType: row.printType ?? null,
  level: row.level,
});

/** A badge ready to print: its page (millimetres), the shared renderer's SVG, and the template used. */
export type KioskBadge = { layout: BadgeLayout; svg: string; template: KioskBadgeTemplate | null };

/**
 * A registration's badge as the back office would print it (one renderer, shared): the template chosen
 * for the person among the stored ones, else the built-in layout; the conference's title and the
 * template's logo; the registration's signed QR code when sync carried it (a kiosk cannot sign one, so
 * without it the QR element stays empty).
 */
export function kioskBadge(
  row: KioskRow,
  stored: StoredBadgeTemplates | undefined,
  enrolment: Pick<StoredEnrolment, "conference">,
): KioskBadge {
  const template = stored ? chooseBadgeTemplate(stored.templates, audienceOf(row)) : null;
  const layout = template?.layout ?? defaultBadgeLayout();
  const svg = renderBadgeSvg(layout, kioskBadgePerson(row), {
    conferenceTitle: stored?.conferenceTitle ?? enrolment.conference.title,
    logoHref: template?.logoDataUrl ?? null,
    qr: row.checkinQr ?? null,
  });
  return { layout, svg, template };
}
