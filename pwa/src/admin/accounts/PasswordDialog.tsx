import type { AdminAccountRow } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { App } from "antd";
import { ItemDialog } from "#admin/conferences/ItemDialog";
import { useSetAccountPassword } from "#admin/queries/accounts";
import { NewPasswordFields } from "./NewPasswordFields";

/** An administrator sets another account's password; that account is signed out everywhere. */
export function PasswordDialog({ account, onClose }: { account: AdminAccountRow; onClose: () => void }) {
  const { t } = useLingui();
  const { message } = App.useApp();
  const setPassword = useSetAccountPassword();
  return (
    <ItemDialog<{ password: string; confirm: string }>
      title={t`New password for ${account.username}`}
      initialValues={{ password: "", confirm: "" }}
      saving={setPassword.isPending}
      testId="account-password"
      width={440}
      onClose={onClose}
      onSave={({ password }) =>
        setPassword.mutateAsync({ id: account.id, password }).then(() => {
          void message.success(t`Password set. The account has been signed out everywhere.`);
          onClose();
        })
      }
    >
      <NewPasswordFields name="password" testId="account-password" />
    </ItemDialog>
  );
}
