import {
  type AdminAccountRow,
  type AdminRole,
  adminRoleLabels,
  adminRoleValues,
  validationMessages,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Form, Input, Select } from "antd";
import { ItemDialog } from "#admin/conferences/ItemDialog";
import { useAdminAccount } from "#admin/permissions";
import { useCreateAccount, useUpdateAccount } from "#admin/queries/accounts";
import { adminConferencesQuery } from "#admin/queries/conferences";

/** The conference select's value for "every conference" (an account bound to none). */
const everyConference = 0;

type Values = { username: string; role: AdminRole; conference: number; password?: string };

/**
 * The account detail dialog (spec 002 §6): user name, role and linked conference; a new account also gets
 * its first password. Only scopes the signed-in administrator has are offered (the server checks too).
 */
export function AccountDialog({
  account,
  onClose,
}: {
  account: AdminAccountRow | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const me = useAdminAccount();
  const conferences = useQuery(adminConferencesQuery());
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const required = [{ required: true, message: i18n._(validationMessages.required) }];
  const conferenceOptions = [
    ...(me.conferenceId === null ? [{ value: everyConference, label: t`All conferences` }] : []),
    ...(conferences.data ?? []).map((c) => ({ value: c.id, label: c.title.zh || c.title.en })),
  ];
  const initial: Values = account
    ? { username: account.username, role: account.role, conference: account.conferenceId ?? everyConference }
    : { username: "", role: 2, conference: me.conferenceId ?? everyConference, password: "" };
  const save = ({ username, role, conference, password }: Values) => {
    const details = { username, role, conferenceId: conference === everyConference ? null : conference };
    return account
      ? update.mutateAsync({ id: account.id, json: details }).then(onClose)
      : create.mutateAsync({ ...details, password: password ?? "" }).then(onClose);
  };
  return (
    <ItemDialog<Values>
      title={account ? t`Edit account ${account.username}` : t`New account`}
      initialValues={initial}
      saving={create.isPending || update.isPending}
      testId="account"
      width={520}
      onClose={onClose}
      onSave={save}
    >
      <Form.Item name="username" label={t`User name`} rules={required}>
        <Input autoComplete="off" maxLength={50} data-testid="account-username" />
      </Form.Item>
      {!account && (
        <Form.Item name="password" label={t`Password`} rules={required} extra={t`At least 8 characters.`}>
          <Input.Password autoComplete="new-password" data-testid="account-password" />
        </Form.Item>
      )}
      <Form.Item name="role" label={t`Account type`} rules={required}>
        <Select
          options={adminRoleValues.map((role) => ({ value: role, label: i18n._(adminRoleLabels[role]) }))}
          data-testid="account-role"
        />
      </Form.Item>
      <Form.Item name="conference" label={t`Associated conference`} rules={required}>
        <Select
          options={conferenceOptions}
          showSearch
          optionFilterProp="label"
          data-testid="account-conference"
        />
      </Form.Item>
    </ItemDialog>
  );
}
