import {
  type AdminGroupRow,
  adminGroupExportQuery,
  defaultTimeZone,
  groupListExport,
  groupStatusLabels,
  groupTypeLabels,
  type Locale,
  pickText,
  wallTimeIn,
} from "@confreg/shared";
import { translate } from "#http/i18n";
import { listExportRoute, listFileName } from "#lib/list/export";
import type { SheetColumn } from "#lib/spreadsheets/write-sheet";
import { filteredGroups, toGroupRow } from "./group-list";

type Zones = ReadonlyMap<number, string>;
const { columns } = groupListExport;

/** The sheet's columns in the reader's language: what the list shows, the discount as its factor. */
function groupColumns(locale: Locale, zones: Zones): SheetColumn<AdminGroupRow>[] {
  const t = (label: { id: string }) => translate(locale, label.id);
  const column = (key: keyof typeof columns, value: SheetColumn<AdminGroupRow>["value"]) => ({
    header: t(columns[key]),
    value,
  });
  return [
    column("groupCode", (row) => row.groupCode),
    column("conference", (row) => pickText(row.conference.title, locale)),
    column("leader", (row) => row.leader?.name ?? ""),
    column("groupType", (row) => t(groupTypeLabels[row.groupType])),
    column("discount", (row) => row.scheme.discount),
    column("minNumber", (row) => row.scheme.minNumber),
    column("maxNumber", (row) => row.scheme.maxNumber),
    column("members", (row) => row.members),
    column("paidMembers", (row) => row.paidMembers),
    column("groupStatus", (row) => t(groupStatusLabels[row.groupStatus])),
    column("createTime", (row) =>
      wallTimeIn(row.createTime, zones.get(row.conference.id) ?? defaultTimeZone),
    ),
  ];
}

/**
 * groupList's "export current": every group the list's filters keep in the scope, newest first, with the
 * list's columns; audited and throttled as every list's export (lib/list/export.ts).
 */
export const groupExportRoutes = listExportRoute(
  {
    operationId: "exportGroups",
    errors: [],
    permission: "registrations.export",
    path: "/admin/groups/export",
    tags: ["admin", "groups"],
    query: adminGroupExportQuery,
    description: "The groups the list's filters keep, with the list's columns, as .xlsx; audited",
  },
  { list: "groupList", searchList: "groupExport", asciiName: "groups" },
  async (deps, reader, query) => {
    const conferences = await deps.db
      .selectFrom("conferences")
      .select(["id", "titleZh", "titleEn", "timezone"])
      .execute();
    const zones = new Map(conferences.map((c) => [c.id, c.timezone]));
    const own = conferences.find((c) => c.id === reader.scope);
    const scoped = filteredGroups(deps.db, query);
    const rows = (
      await (reader.scope === null ? scoped : scoped.where("groups.conferenceId", "=", reader.scope))
        .orderBy("groups.id", "desc")
        .execute()
    ).map(toGroupRow);
    const words = translate(reader.locale, groupListExport.fileWords.id);
    const title = own ? pickText({ zh: own.titleZh, en: own.titleEn }, reader.locale) : null;
    return async () => ({
      count: rows.length,
      columns: groupColumns(reader.locale, zones),
      batches: (async function* () {
        yield rows;
      })(),
      fileName: listFileName(words, reader.locale, title, own?.timezone ?? defaultTimeZone, deps.now()),
      sheetName: words,
    });
  },
);
