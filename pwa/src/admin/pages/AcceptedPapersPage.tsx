import { FileDoneOutlined, ImportOutlined } from "@ant-design/icons";
import { type AdminAcceptedPaper, acceptedPaperSheetColumns } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { Button, Card, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { ChooseConference } from "#admin/components/ChooseConference";
import { PageHead } from "#admin/components/PageHead";
import { SearchedTable, useSearchPaging } from "#admin/components/SearchedTable";
import { SheetImportDialog } from "#admin/components/SheetImportDialog";
import { orEmpty } from "#admin/format";
import { AcceptedPaperDialog } from "#admin/papers/AcceptedPaperDialog";
import { acceptedPapersQuery, useImportAcceptedPapers } from "#admin/queries/accepted-papers";
import { scopeOf } from "#admin/scope";

const route = getRouteApi("/$conferenceId/manager/home/acceptedPapers");

/** One conference's accepted papers: import, search, edit, and which registration holds each. */
function AcceptedPaperList({ conferenceId }: { conferenceId: number }) {
  const { t } = useLingui();
  const { conferenceId: scope } = route.useParams();
  const paging = useSearchPaging();
  const [editing, setEditing] = useState<AdminAcceptedPaper | null>(null);
  const [importing, setImporting] = useState(false);
  const list = useQuery(
    acceptedPapersQuery({ conferenceId, q: paging.q, page: paging.page, size: paging.size }),
  );
  const importFile = useImportAcceptedPapers(conferenceId);
  const columns: ColumnsType<AdminAcceptedPaper> = [
    { key: "id", title: t`Paper id`, width: 110, render: (_, p) => p.paperId },
    { key: "title", title: t`Title`, render: (_, p) => p.title },
    { key: "pages", title: t`Pages`, width: 70, render: (_, p) => p.pages ?? orEmpty("") },
    {
      key: "final",
      title: t`Final version`,
      width: 100,
      render: (_, p) => (p.isFinal ? <Tag color="green">{t`Final`}</Tag> : <Tag>{t`Not final`}</Tag>),
    },
    {
      key: "authors",
      title: t`Authors`,
      render: (_, p) => [p.authors, p.authorsEn].filter(Boolean).join(" / ") || orEmpty(""),
    },
    { key: "email", title: t`Submitter e-mail`, render: (_, p) => orEmpty(p.submitUserEmail) },
    { key: "phone", title: t`Submitter mobile`, render: (_, p) => orEmpty(p.submitUserPhoneMasked) },
    {
      key: "registration",
      title: t`Registration`,
      render: (_, p) =>
        p.registration ? (
          <Link
            to="/$conferenceId/manager/home/registerEdit"
            params={{ conferenceId: scope }}
            search={{ register_id: p.registration.id }}
            data-testid="paper-registration"
          >
            {p.registration.name || `#${p.registration.id}`}
          </Link>
        ) : (
          <Tag>{t`Not registered`}</Tag>
        ),
    },
    {
      key: "actions",
      title: t`Actions`,
      width: 90,
      render: (_, p) => (
        <Button size="small" onClick={() => setEditing(p)} data-testid="paper-edit">
          {t`Edit`}
        </Button>
      ),
    },
  ];
  return (
    <Card className="adm-card">
      <SearchedTable<AdminAcceptedPaper>
        list={list}
        paging={paging}
        columns={columns}
        placeholder={t`Paper id, title, author or e-mail`}
        searchTestId="papers-search"
        rowTestId="paper-row"
        actions={
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="papers-import">
            {t`Import`}
          </Button>
        }
      />
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
    </Card>
  );
}

export function AcceptedPapersPage() {
  const { conferenceId } = route.useParams();
  const scope = scopeOf(conferenceId);
  return (
    <div className="adm-page">
      <PageHead
        title={<Trans>Accepted papers</Trans>}
        sub={<Trans>The papers attendees may register with, imported from the paper system.</Trans>}
        titleTestId="accepted-papers-title"
      />
      {scope === "all" ? (
        <ChooseConference
          page="acceptedPapers"
          icon={<FileDoneOutlined />}
          description={<Trans>Accepted papers belong to one conference. Choose the conference first.</Trans>}
          testId="papers-conference"
        />
      ) : (
        <AcceptedPaperList conferenceId={scope} />
      )}
    </div>
  );
}
