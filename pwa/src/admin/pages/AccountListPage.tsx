import { PlusOutlined } from "@ant-design/icons";
import { type AdminAccountRow, accountList } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { getRouteApi } from "@tanstack/react-router";
import { Button } from "antd";
import { useState } from "react";
import { AccountDialog } from "#admin/accounts/AccountDialog";
import { useAccountColumns } from "#admin/accounts/account-columns";
import { PasswordDialog } from "#admin/accounts/PasswordDialog";
import { ListPage } from "#admin/lists/ListPage";
import { adminAccountsQuery } from "#admin/queries/accounts";
import { scopeOf } from "#admin/scope";

const route = getRouteApi("/$conferenceId/manager/home/accountList");

/** accountList (spec 002 §2): the back-office accounts; create, edit, set a password, disable and enable. */
export function AccountListPage() {
  const { conferenceId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [editing, setEditing] = useState<AdminAccountRow | "new" | null>(null);
  const [password, setPassword] = useState<AdminAccountRow | null>(null);
  const size = search.size ?? accountList.paging.defaultSize;
  const columns = useAccountColumns({
    offset: ((search.page ?? 1) - 1) * size,
    onEdit: setEditing,
    onPassword: setPassword,
  });
  return (
    <ListPage
      list={accountList}
      scope={scopeOf(conferenceId)}
      search={search}
      onSearch={(next, options) => void navigate({ search: next, replace: options?.replace })}
      query={adminAccountsQuery}
      title={<Trans>Account list</Trans>}
      sub={<Trans>Who may sign in to the back office, with which role and for which conference.</Trans>}
      titleTestId="account-list-title"
      testIdPrefix="account"
      table={{
        columns,
        rowTestId: "account-row",
        rowIdAttribute: "data-account-id",
        toolbarEnd: (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing("new")}
            data-testid="account-new"
          >
            <Trans>New account</Trans>
          </Button>
        ),
      }}
    >
      {editing && (
        <AccountDialog account={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
      {password && <PasswordDialog account={password} onClose={() => setPassword(null)} />}
    </ListPage>
  );
}
