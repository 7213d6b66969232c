import { validationMessages } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { App, Form, Input } from "antd";
import { ItemDialog } from "#admin/conferences/ItemDialog";
import { useChangeOwnPassword } from "#admin/queries/accounts";
import { NewPasswordFields } from "./NewPasswordFields";

type Values = { currentPassword: string; newPassword: string; confirm: string };

/** The signed-in account changes its own password (header account menu); its other sessions end. */
export function OwnPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const change = useChangeOwnPassword();
  return (
    <ItemDialog<Values>
      title={t`Change my password`}
      initialValues={{ currentPassword: "", newPassword: "", confirm: "" }}
      saving={change.isPending}
      testId="own-password"
      width={440}
      onClose={onClose}
      onSave={({ currentPassword, newPassword }) =>
        change.mutateAsync({ currentPassword, newPassword }).then(() => {
          void message.success(t`Password changed. Other devices signed in to this account are signed out.`);
          onClose();
        })
      }
    >
      <Form.Item
        name="currentPassword"
        label={t`Current password`}
        rules={[{ required: true, message: i18n._(validationMessages.required) }]}
      >
        <Input.Password autoComplete="current-password" data-testid="own-password-current" />
      </Form.Item>
      <NewPasswordFields name="newPassword" testId="own-password" />
    </ItemDialog>
  );
}
