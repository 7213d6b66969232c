import type { z } from "zod";
import type { Label } from "../i18n";
import type { Permission } from "../permissions";

/*
 * A back-office list, declared once (ARCHITECTURE.md "Admin lists"): the server derives its query schema,
 * its route and its keyword throttle from it (server/src/lib/list), the PWA its URL state, filter form,
 * table and pager (pwa/src/admin/lists). What only one list does stays that list's own code: its query
 * (a kysely builder and a row mapper on the server) and, on the page, its special cells, row actions'
 * dialogs and detail panels. See README.md beside this file.
 */

/** A filter's value in the URL and the API: a query parameter named like the filter. */
export type DeclaredFilter =
  /**
   * The registrant search every list shares: throttled per account, audited for a whole phone or ID number.
   * The label is the empty box's placeholder; the hint, where there is one, says how words are matched.
   */
  | { kind: "keyword"; label: Label; maxLength: number; hint?: Label }
  /**
   * Free text the list's own query looks for in a few of its columns (part of a name, a number, a title),
   * not the registrant keyword: neither throttled nor audited. The label is the empty box's placeholder.
   */
  | { kind: "search"; label: Label; maxLength: number }
  /** Exact text (a username): the label is the empty box's placeholder. */
  | { kind: "text"; label: Label; maxLength: number }
  /** One value of an enum, offered with the enum's shared label table. */
  | {
      kind: "enum";
      label: Label;
      values: readonly [string, ...string[]] | readonly [number, ...number[]];
      labels: Readonly<Record<string | number, Label>>;
      /** A long list: the select is wide and searched by its labels. */
      wide?: boolean;
    }
  /** A record's id: the label is the empty box's placeholder. */
  | { kind: "id"; label: Label }
  /**
   * A calendar day in the conference's zone: the rows of that day (`on`), or from or to it; `notBefore`
   * names the filter it may not precede.
   */
  | { kind: "day"; label: Label; bound: "on" | "from" | "to"; notBefore?: string }
  /** A year, offered from this one back to `from`. */
  | { kind: "year"; label: Label; from: number }
  /** One of the conference's own records, offered from its settings (the room types of the chosen hotel). */
  | { kind: "ref"; of: "participantType" | "hotel" | "roomType"; label: Label }
  /** The host of the conferences (a unit's name), chosen in the all-conferences scope only. */
  | { kind: "host"; label: Label; maxLength: number }
  | { kind: "boolean"; label: Label }
  /** The conference: chosen in the all-conferences scope; in one conference's scope it is the scope. */
  | { kind: "conference" };

/**
 * How a list pages: numbered pages with a total; the same with cursors (a page continues exactly after
 * the last row or before the first of the page beside it, for lists that change while they are read);
 * newest first after a row (keyset, for endless logs); or not at all (a short list the API answers whole,
 * an array: the page numbers its pages on the screen).
 */
export type ListPaging =
  | { kind: "all"; sizes: readonly number[]; defaultSize: number }
  | { kind: "pages"; sizes: readonly number[]; defaultSize: number }
  | { kind: "cursors"; sizes: readonly number[]; defaultSize: number }
  | { kind: "after"; sizes: readonly number[]; defaultSize: number };

export type ListDeclaration<
  Row = unknown,
  Filters extends Record<string, DeclaredFilter> = Record<string, DeclaredFilter>,
> = {
  /** The list's page name in the spec (the URL's last segment), and its name in the audit of a search. */
  id: string;
  permission: Permission;
  /**
   * Where its rows come from: the conference of the `conferenceId` query parameter (or every conference),
   * the conference of the path's `{conferenceId}`, or no conference (the society's own records).
   */
  scope: "conferenceQuery" | "conferenceParam" | "global";
  filters: Filters;
  paging: ListPaging;
  /** One row as the API answers it. */
  row: z.ZodType<Row>;
  /** Query parameters of the list's own beside its filters (which column groups to read...). */
  params?: Readonly<Record<string, z.ZodType>>;
  /** Fields the answer carries beside its page (the extra questions of the page's conferences...). */
  answer?: Readonly<Record<string, z.ZodType>>;
  /** The count under the table: an ICU plural of `count` ("{count, plural, one {# line} other {# lines}}"). */
  total?: Label;
  /** What an empty list says: with no filter set, and when the filters match nothing. */
  empty?: { none: Label; filtered: Label };
};
