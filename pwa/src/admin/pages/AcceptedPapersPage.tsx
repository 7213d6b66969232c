import { FileDoneOutlined, ImportOutlined } from "@ant-design/icons";
import { type AdminAcceptedPaper, acceptedPaperSheetColumns, acceptedPapersList } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { getRouteApi } from "@tanstack/react-router";
import { Button } from "antd";
import { useState } from "react";
import { ChooseConference } from "#admin/components/ChooseConference";
import { PageHead } from "#admin/components/PageHead";
import { SheetImportDialog } from "#admin/components/SheetImportDialog";
import { ListPage } from "#admin/lists/ListPage";
import { AcceptedPaperDialog } from "#admin/papers/AcceptedPaperDialog";
import { usePaperColumns } from "#admin/papers/paper-columns";
import { acceptedPapersQuery, useImportAcceptedPapers } from "#admin/queries/accepted-papers";
import { scopeOf } from "#admin/scope";

const route = getRouteApi("/$conferenceId/manager/home/acceptedPapers");
const title = <Trans>Accepted papers</Trans>;
const sub = <Trans>The papers attendees may register with, imported from the paper system.</Trans>;

/** One conference's accepted papers: import, search, edit, and which registration holds each. */
function AcceptedPaperList({ conferenceId }: { conferenceId: number }) {
  const { t } = useLingui();
  const { conferenceId: segment } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [editing, setEditing] = useState<AdminAcceptedPaper | null>(null);
  const [importing, setImporting] = useState(false);
  const importFile = useImportAcceptedPapers(conferenceId);
  return (
    <ListPage
      list={acceptedPapersList}
      scope={conferenceId}
      search={search}
      onSearch={(next, options) => void navigate({ search: next, replace: options?.replace })}
      query={acceptedPapersQuery}
      title={title}
      sub={sub}
      titleTestId="accepted-papers-title"
      testIdPrefix="papers"
      table={{
        columns: usePaperColumns(segment, setEditing),
        rowTestId: "paper-row",
        rowIdAttribute: "data-paper-id",
        toolbarEnd: (
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="papers-import">
            {t`Import`}
          </Button>
        ),
      }}
    >
      {editing && <AcceptedPaperDialog paper={editing} onClose={() => setEditing(null)} />}
      {importing && (
        <SheetImportDialog
          title={t`Import accepted papers`}
          columns={acceptedPaperSheetColumns}
          onImport={(file) => importFile.mutateAsync(file)}
          onClose={() => setImporting(false)}
          testId="papers-import"
        />
      )}
    </ListPage>
  );
}

/** acceptedPapers: in the all-conferences scope, the conference to choose first. */
export function AcceptedPapersPage() {
  const { conferenceId } = route.useParams();
  const scope = scopeOf(conferenceId);
  if (scope !== "all") return <AcceptedPaperList conferenceId={scope} />;
  return (
    <div className="adm-page">
      <PageHead title={title} sub={sub} titleTestId="accepted-papers-title" />
      <ChooseConference
        page="acceptedPapers"
        icon={<FileDoneOutlined />}
        description={<Trans>Accepted papers belong to one conference. Choose the conference first.</Trans>}
        testId="papers-conference"
      />
    </div>
  );
}
