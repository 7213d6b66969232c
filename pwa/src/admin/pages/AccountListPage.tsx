import { PlusOutlined } from "@ant-design/icons";
import type { AdminAccountRow } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Button, Card } from "antd";
import { useState } from "react";
import { AccountDialog } from "#admin/accounts/AccountDialog";
import { AccountTable } from "#admin/accounts/AccountTable";
import { PasswordDialog } from "#admin/accounts/PasswordDialog";
import { LoadError } from "#admin/components/LoadError";
import { PageHead } from "#admin/components/PageHead";
import { adminAccountsQuery } from "#admin/queries/accounts";

/** accountList (spec 002 §2): the back-office accounts; create, edit, set a password, disable and enable. */
export function AccountListPage() {
  const accounts = useQuery(adminAccountsQuery());
  const [editing, setEditing] = useState<AdminAccountRow | "new" | null>(null);
  const [password, setPassword] = useState<AdminAccountRow | null>(null);
  return (
    <div className="adm-page">
      <PageHead
        title={<Trans>Account list</Trans>}
        sub={<Trans>Who may sign in to the back office, with which role and for which conference.</Trans>}
        titleTestId="account-list-title"
      />
      <Card
        className="adm-card"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing("new")}
            data-testid="account-new"
          >
            <Trans>New account</Trans>
          </Button>
        }
      >
        {accounts.isError ? (
          <LoadError error={accounts.error} onRetry={() => void accounts.refetch()} />
        ) : (
          <AccountTable
            rows={accounts.data ?? []}
            loading={accounts.isPending}
            onEdit={setEditing}
            onPassword={setPassword}
          />
        )}
      </Card>
      {editing && (
        <AccountDialog account={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
      {password && <PasswordDialog account={password} onClose={() => setPassword(null)} />}
    </div>
  );
}
