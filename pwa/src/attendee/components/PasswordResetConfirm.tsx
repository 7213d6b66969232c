import { type MessageChannel, passwordResetConfirm, resetChannelOf, resetCodeRules } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Toast } from "antd-mobile";
import { useState } from "react";
import { ApiClientError, errorText } from "#api/errors";
import { PasswordToggle, SubmitButton } from "#attendee/components/form-controls";
import { TextInput } from "#attendee/components/TextInput";
import { messagesByPath } from "#attendee/lib/field-errors";
import { zodRule } from "#attendee/lib/form-rules";
import { useConfirmPasswordReset } from "#attendee/queries/password-reset";

/** Where the code went: the login as the server reads it, and the channel its form implies. */
export type Sent = { login: string; channel: MessageChannel };
type ConfirmValues = { code: string; password: string };

/** The second step of a password reset: the code from the message, and the new password. */
export function ConfirmStep({
  sent,
  resendIn,
  resending,
  onResend,
  onReset,
}: {
  sent: Sent;
  resendIn: number;
  resending: boolean;
  onResend: () => void;
  onReset: (login: string, password: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<ConfirmValues>();
  const [showPassword, setShowPassword] = useState(false);
  const confirm = useConfirmPasswordReset();
  const { login } = sent;
  const minutes = resetCodeRules.lifetimeMinutes;

  const submit = (values: ConfirmValues) =>
    confirm.mutate(
      { login, code: values.code, password: values.password },
      {
        onSuccess: () => onReset(login, values.password),
        onError: (error) => {
          if (error instanceof ApiClientError && error.code === "RESET_CODE_INVALID") {
            form.setFields([{ name: "code", errors: [errorText(error)] }]);
          } else if (error instanceof ApiClientError && error.code === "VALIDATION_FAILED") {
            const byPath = messagesByPath(i18n, Object.values(error.fields));
            form.setFields([...byPath].map(([name, text]) => ({ name, errors: [text] })));
          } else Toast.show({ icon: "fail", content: errorText(error) });
        },
      },
    );

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMarkStyle="none"
      className="att-login-form"
      onFinish={submit}
      footer={
        <SubmitButton loading={confirm.isPending} testId="reset-confirm-submit">
          <Trans>Set new password and sign in</Trans>
        </SubmitButton>
      }
    >
      <div className="att-reset-sent" data-testid="reset-sent" data-channel={sent.channel}>
        {resetChannelOf(login) === "email" ? (
          <Trans>
            If an account uses <strong>{login}</strong>, we have e-mailed a code to it. It is valid for{" "}
            {minutes} minutes. Check the spam folder too.
          </Trans>
        ) : (
          <Trans>
            If an account uses <strong>{login}</strong>, we have sent a code to it by text message. It is
            valid for {minutes} minutes.
          </Trans>
        )}
      </div>
      <Form.Item
        name="code"
        label={t`Code`}
        rules={[zodRule(passwordResetConfirm.shape.code, i18n)]}
        validateTrigger="onBlur"
        extra={
          <button
            type="button"
            className="att-link att-reset-resend"
            disabled={resendIn > 0 || resending}
            onClick={onResend}
            data-testid="reset-resend"
          >
            {resendIn > 0 ? t`Send again (${resendIn} s)` : t`Send again`}
          </button>
        }
      >
        <TextInput
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={resetCodeRules.digits}
          placeholder={t`6 digits`}
          clearable
          testId="reset-code-input"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t`New password`}
        rules={[zodRule(passwordResetConfirm.shape.password, i18n)]}
        validateTrigger="onBlur"
        description={<Trans>At least 8 characters.</Trans>}
        extra={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((shown) => !shown)} />}
      >
        <TextInput
          type={showPassword ? "text" : "password"}
          autoComplete="new-password"
          placeholder={t`Choose a password`}
          testId="reset-password-input"
        />
      </Form.Item>
    </Form>
  );
}
