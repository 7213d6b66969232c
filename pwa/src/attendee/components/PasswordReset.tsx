import "./password-reset.css";
import { passwordResetRequest, resetCodeRules } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Toast } from "antd-mobile";
import { useState } from "react";
import { ApiClientError, errorText } from "#api/errors";
import { SubmitButton } from "#attendee/components/form-controls";
import { ConfirmStep, type Sent } from "#attendee/components/PasswordResetConfirm";
import { TextInput } from "#attendee/components/TextInput";
import { zodRule } from "#attendee/lib/form-rules";
import { useRequestPasswordReset } from "#attendee/queries/password-reset";
import { useCountdown } from "#shell/use-countdown";

/** How long before another code may be asked for (the server allows a few per quarter hour). */
const resendAfterSeconds = 60;

/**
 * Forgotten password, in two steps: the e-mail address or mobile number gets a 6-digit code, then the code
 * and a new password. `onReset` signs in with the new password.
 */
export function PasswordReset({
  initialLogin,
  onBack,
  onReset,
}: {
  initialLogin: string;
  onBack: () => void;
  onReset: (login: string, password: string) => void;
}) {
  const [sent, setSent] = useState<Sent | null>(null);
  const countdown = useCountdown();
  const request = useRequestPasswordReset();
  const [requestForm] = Form.useForm<{ login: string }>();
  const { t, i18n } = useLingui();

  const ask = (login: string) =>
    request.mutate(
      { login },
      {
        onSuccess: (answer) => {
          setSent({ login: passwordResetRequest.shape.login.parse(login), channel: answer.channel });
          countdown.start(resendAfterSeconds);
        },
        onError: (error) => {
          const login = error instanceof ApiClientError ? error.fields.login : undefined;
          if (login) requestForm.setFields([{ name: "login", errors: [login.message] }]);
          else Toast.show({ icon: "fail", content: errorText(error) });
        },
      },
    );

  return (
    <div className="att-page att-login" data-testid="password-reset">
      <section className="att-login-hero">
        <h1 className="att-login-heading">
          <Trans>Reset your password</Trans>
        </h1>
        <p className="att-login-sub">
          {sent ? (
            <Trans>Step 2 of 2: enter the code and choose a new password.</Trans>
          ) : (
            <Trans>Step 1 of 2: we send a {resetCodeRules.digits}-digit code to your e-mail or phone.</Trans>
          )}
        </p>
      </section>
      <div className="att-card att-login-card att-reset-card">
        {sent ? (
          <ConfirmStep
            sent={sent}
            resendIn={countdown.left}
            resending={request.isPending}
            onResend={() => ask(sent.login)}
            onReset={onReset}
          />
        ) : (
          <Form
            form={requestForm}
            layout="vertical"
            requiredMarkStyle="none"
            className="att-login-form"
            initialValues={{ login: initialLogin }}
            onFinish={(values) => ask(values.login)}
            footer={
              <SubmitButton loading={request.isPending} testId="reset-request-submit">
                <Trans>Send code</Trans>
              </SubmitButton>
            }
          >
            <Form.Item
              name="login"
              label={t`E-mail or mobile number of your account`}
              rules={[zodRule(passwordResetRequest.shape.login, i18n)]}
              validateTrigger="onBlur"
            >
              <TextInput autoComplete="username" inputMode="email" clearable testId="reset-login-input" />
            </Form.Item>
          </Form>
        )}
        <p className="att-login-switch">
          <button type="button" className="att-link" onClick={onBack} data-testid="reset-back">
            <Trans>Back to sign in</Trans>
          </button>
        </p>
      </div>
    </div>
  );
}
