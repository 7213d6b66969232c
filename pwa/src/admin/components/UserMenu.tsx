import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { type AdminAccount, adminRoleLabels } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { App, Avatar, Button, Dropdown } from "antd";
import { useState } from "react";
import { OwnPasswordDialog } from "#admin/accounts/OwnPasswordDialog";
import { useAdminLogout } from "#admin/queries/session";
import { errorText } from "#api/errors";

/** The account's name and role, and sign-out. */
export function UserMenu({ account, conferenceId }: { account: AdminAccount; conferenceId: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const logout = useAdminLogout(() =>
    navigate({ to: "/$conferenceId/manager/login", params: { conferenceId } }),
  );
  const { message } = App.useApp();
  const [changingPassword, setChangingPassword] = useState(false);

  const signOut = () =>
    logout.mutate(undefined, { onError: (error) => void message.error(errorText(error)) });

  return (
    <>
      <Dropdown
        trigger={["click"]}
        placement="bottomRight"
        menu={{
          items: [
            {
              key: "who",
              disabled: true,
              label: (
                <div className="adm-user-who">
                  <strong>{account.username}</strong>
                  <span>{i18n._(adminRoleLabels[account.role])}</span>
                </div>
              ),
            },
            { type: "divider" },
            {
              key: "password",
              icon: <KeyOutlined />,
              label: <span data-testid="admin-change-password">{t`Change my password`}</span>,
              onClick: () => setChangingPassword(true),
            },
            {
              key: "logout",
              danger: true,
              icon: <LogoutOutlined />,
              label: <span data-testid="admin-logout">{t`Sign out`}</span>,
              onClick: signOut,
            },
          ],
        }}
      >
        <Button
          type="text"
          className="adm-user-button"
          loading={logout.isPending}
          data-testid="admin-user-menu"
        >
          <Avatar size={26} icon={<UserOutlined />} className="adm-user-avatar" />
          <span className="adm-user-name">{account.username}</span>
          <DownOutlined className="adm-user-caret" />
        </Button>
      </Dropdown>
      {changingPassword && <OwnPasswordDialog onClose={() => setChangingPassword(false)} />}
    </>
  );
}
