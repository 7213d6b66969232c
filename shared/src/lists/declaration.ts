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
  /** The registrant search every list shares: throttled per account, audited for a whole phone or ID number. */
  | { kind: "keyword"; label: Label; maxLength: number }
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
  /** A calendar day in the conference's zone; `notBefore` names the filter it may not precede. */
  | { kind: "day"; label: Label; bound: "from" | "to"; notBefore?: string }
  | { kind: "boolean"; label: Label }
  /** The conference: chosen in the all-conferences scope; in one conference's scope it is the scope. */
  | { kind: "conference" };

/** How a list pages: numbered pages with a total, or newest first after a row (keyset, for endless logs). */
export type ListPaging =
  | { kind: "pages"; sizes: readonly number[]; defaultSize: number }
  | { kind: "after"; sizes: readonly number[]; defaultSize: number };

/** A column of the table (and of the export, when `exported`), typed by the row it shows. */
export type DeclaredColumn<Row, Group extends string = string> = {
  key: Extract<keyof Row, string>;
  label: Label;
  group?: Group;
  exported?: boolean;
  /** Personal data, masked unless the reader may reveal it. */
  personal?: "phone" | "idNumber";
};

/** A row action: its name, label and the permission that shows it (the dialog is the list's own component). */
export type ListRowAction = { key: string; label: Label; permission: Permission };

/** A list's export: the columns it writes, its file's words, who may take it. */
export type ListExportDeclaration<Row> = {
  columns: readonly Extract<keyof Row, string>[];
  fileWords: Label;
  /** The file's plain ASCII name, before its timestamp (for browsers that ignore `filename*`). */
  asciiName: string;
  permission: Permission;
};

export type ListDeclaration<
  Row = unknown,
  Filters extends Record<string, DeclaredFilter> = Record<string, DeclaredFilter>,
> = {
  /** The list's page name in the spec (the URL's last segment), and its name in the audit of a search. */
  id: string;
  permission: Permission;
  /** The conference comes from the `conferenceId` query parameter, or is every conference's. */
  scope: "conferenceQuery";
  filters: Filters;
  paging: ListPaging;
  /** One row as the API answers it. */
  row: z.ZodType<Row>;
  columns?: readonly DeclaredColumn<Row>[];
  columnGroups?: Readonly<Record<string, Label>>;
  rowActions?: readonly ListRowAction[];
  export?: ListExportDeclaration<Row>;
};
