import { ImportOutlined, PlusOutlined } from "@ant-design/icons";
import {
  genderLabels,
  type MemberInput,
  type MemberRow,
  memberListLabels,
  memberListValues,
  memberSheetColumns,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { App, Button, Card, Popconfirm, Space, Tabs, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { PageHead } from "#admin/components/PageHead";
import { SearchedTable, useSearchPaging } from "#admin/components/SearchedTable";
import { SheetImportDialog } from "#admin/components/SheetImportDialog";
import { orEmpty } from "#admin/format";
import { MemberDialog } from "#admin/members/MemberDialog";
import { memberListQuery, useDeleteMember, useImportMembers } from "#admin/queries/members";
import { errorText } from "#api/errors";

type Kind = MemberInput["kind"];

/** The society's member list and committee list, which the registration form's member checks read. */
export function SocietyMembersPage() {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const [kind, setKind] = useState<Kind>("caa");
  const paging = useSearchPaging();
  const [editing, setEditing] = useState<MemberRow | "new" | null>(null);
  const [importing, setImporting] = useState(false);
  const list = useQuery(memberListQuery({ kind, q: paging.q, page: paging.page, size: paging.size }));
  const remove = useDeleteMember();
  const importFile = useImportMembers();
  const columns: ColumnsType<MemberRow> = [
    { key: "name", title: t`Name`, render: (_, r) => r.name },
    { key: "no", title: t`Member number`, render: (_, r) => r.memberNo },
    { key: "unit", title: t`Unit`, render: (_, r) => orEmpty(r.unit) },
    {
      key: "gender",
      title: t`Gender`,
      render: (_, r) => (r.gender === null ? orEmpty("") : i18n._(genderLabels[r.gender])),
    },
    { key: "job", title: t`Job title`, render: (_, r) => orEmpty(r.job) },
    { key: "email", title: t`E-mail`, render: (_, r) => orEmpty(r.email) },
    { key: "phone", title: t`Mobile`, render: (_, r) => orEmpty(r.phoneMasked) },
    {
      key: "valid",
      title: t`Status`,
      render: (_, r) => (r.valid ? <Tag color="green">{t`Valid`}</Tag> : <Tag>{t`Lapsed`}</Tag>),
    },
    {
      key: "actions",
      title: t`Actions`,
      render: (_, r) => (
        <Space size={4}>
          <Button size="small" onClick={() => setEditing(r)} data-testid="member-edit">
            {t`Edit`}
          </Button>
          <Popconfirm
            title={t`Remove ${r.name} from this list?`}
            okText={t`Remove`}
            cancelText={t`Cancel`}
            onConfirm={() =>
              remove.mutate(r.id, { onError: (error) => void message.error(errorText(error)) })
            }
          >
            <Button size="small" danger data-testid="member-remove">
              {t`Remove`}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <div className="adm-page">
      <PageHead
        title={<Trans>Members and committee</Trans>}
        sub={
          <Trans>The lists the registration form checks member numbers and committee members against.</Trans>
        }
        titleTestId="members-title"
      />
      <Card className="adm-card">
        <Tabs
          activeKey={kind}
          onChange={(key) => {
            setKind(key as Kind);
            paging.firstPage();
          }}
          items={memberListValues.map((k) => ({ key: k, label: i18n._(memberListLabels[k]) }))}
        />
        <SearchedTable<MemberRow>
          list={list}
          paging={paging}
          columns={columns}
          placeholder={t`Name, member number or unit`}
          searchTestId="members-search"
          rowTestId="member-row"
          actions={
            <>
              <Button icon={<PlusOutlined />} onClick={() => setEditing("new")} data-testid="member-new">
                {t`New entry`}
              </Button>
              <Button
                icon={<ImportOutlined />}
                onClick={() => setImporting(true)}
                data-testid="members-import"
              >
                {t`Import`}
              </Button>
            </>
          }
        />
      </Card>
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
    </div>
  );
}
