import { LockOutlined, NumberOutlined } from "@ant-design/icons";
import { passwordResetConfirm, resetCodeRules } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Form, Input } from "antd";
import { signInFormLook } from "#admin/login/form-fields";
import { useConfirmAdminPasswordReset } from "#admin/queries/password-reset";
import { schemaRule } from "#admin/schema-rule";
import { ApiClientError, errorText } from "#api/errors";

type ConfirmValues = { code: string; password: string };

const isCodeRefused = (error: unknown) =>
  error instanceof ApiClientError && error.code === "RESET_CODE_INVALID";

/** The second step of a back-office password reset: the code from the message and the new password. */
export function ConfirmCode({
  username,
  resendIn,
  resending,
  onResend,
  onReset,
}: {
  username: string;
  resendIn: number;
  resending: boolean;
  onResend: () => void;
  onReset: (username: string, password: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<ConfirmValues>();
  const confirm = useConfirmAdminPasswordReset();
  const minutes = resetCodeRules.lifetimeMinutes;

  const submit = (values: ConfirmValues) =>
    confirm.mutate(
      { username, code: values.code.trim(), password: values.password },
      {
        onSuccess: () => onReset(username, values.password),
        onError: (error) => {
          if (isCodeRefused(error)) form.setFields([{ name: "code", errors: [errorText(error)] }]);
        },
      },
    );
  const failed = confirm.isError && !isCodeRefused(confirm.error);

  return (
    <>
      <Alert
        className="adm-reset-sent"
        type="info"
        showIcon
        data-testid="admin-reset-sent"
        title={t`If the account ${username} has an e-mail address or phone number on file, a code is on its way. It is valid for ${minutes} minutes.`}
        description={t`Nothing arrives? Ask an administrator of all conferences to check the account's contact details.`}
      />
      {failed && <Alert className="adm-reset-sent" type="error" showIcon title={errorText(confirm.error)} />}
      <Form<ConfirmValues>
        form={form}
        {...signInFormLook}
        validateTrigger="onBlur"
        onFinish={submit}
        disabled={confirm.isPending}
      >
        <Form.Item
          name="code"
          label={t`Code`}
          rules={[schemaRule(passwordResetConfirm.shape.code, i18n)]}
          extra={
            <Button
              type="link"
              size="small"
              disabled={resendIn > 0 || resending}
              onClick={onResend}
              data-testid="admin-reset-resend"
            >
              {resendIn > 0 ? t`Send again (${resendIn} s)` : t`Send again`}
            </Button>
          }
        >
          <Input
            prefix={<NumberOutlined />}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={resetCodeRules.digits}
            autoFocus
            data-testid="admin-reset-code"
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t`New password`}
          rules={[schemaRule(passwordResetConfirm.shape.password, i18n)]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="new-password"
            maxLength={200}
            data-testid="admin-reset-password"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={confirm.isPending}
          data-testid="admin-reset-confirm"
        >
          <Trans>Set new password and sign in</Trans>
        </Button>
      </Form>
    </>
  );
}
