import { ImportOutlined, PlusOutlined } from "@ant-design/icons";
import {
  type MemberRow,
  memberList,
  memberListLabels,
  memberListValues,
  memberSheetColumns,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { getRouteApi } from "@tanstack/react-router";
import { Button, Segmented } from "antd";
import { useState } from "react";
import { SheetImportDialog } from "#admin/components/SheetImportDialog";
import { ListPage } from "#admin/lists/ListPage";
import { MemberDialog } from "#admin/members/MemberDialog";
import { useMemberColumns } from "#admin/members/member-columns";
import { memberListQuery, useImportMembers } from "#admin/queries/members";
import { scopeOf } from "#admin/scope";

const route = getRouteApi("/$conferenceId/manager/home/societyMembers");

/**
 * The society's member list and committee list (`kind` in the URL, the members' when it names none),
 * which the registration form's member checks read.
 */
export function SocietyMembersPage() {
  const { t, i18n } = useLingui();
  const { conferenceId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const kind = search.kind ?? memberListValues[0];
  const [editing, setEditing] = useState<MemberRow | "new" | null>(null);
  const [importing, setImporting] = useState(false);
  const importFile = useImportMembers();
  const columns = useMemberColumns(setEditing);
  return (
    <ListPage
      list={memberList}
      scope={scopeOf(conferenceId)}
      search={search}
      onSearch={(next, options) => void navigate({ search: next, replace: options?.replace })}
      query={memberListQuery}
      title={<Trans>Members and committee</Trans>}
      sub={
        <Trans>The lists the registration form checks member numbers and committee members against.</Trans>
      }
      titleTestId="members-title"
      testIdPrefix="members"
      table={{
        columns,
        rowTestId: "member-row",
        rowIdAttribute: "data-member-id",
        toolbar: (
          <Segmented
            value={kind}
            onChange={(next) => void navigate({ search: { ...search, kind: next, page: undefined } })}
            options={memberListValues.map((k) => ({ value: k, label: i18n._(memberListLabels[k]) }))}
            data-testid="members-kind"
          />
        ),
        toolbarEnd: (
          <>
            <Button icon={<PlusOutlined />} onClick={() => setEditing("new")} data-testid="member-new">
              {t`New entry`}
            </Button>
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="members-import">
              {t`Import`}
            </Button>
          </>
        ),
      }}
    >
      {editing && (
        <MemberDialog
          kind={kind}
          member={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {importing && (
        <SheetImportDialog
          title={t`Import into: ${i18n._(memberListLabels[kind])}`}
          columns={memberSheetColumns}
          onImport={(file) => importFile.mutateAsync({ file, kind })}
          onClose={() => setImporting(false)}
          testId="members-import"
        />
      )}
    </ListPage>
  );
}
