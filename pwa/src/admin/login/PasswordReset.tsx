import "./password-reset.css";
import { resetCodeRules } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { Alert, Button, Form, Typography } from "antd";
import { useState } from "react";
import { signInFormLook, UsernameField } from "#admin/login/form-fields";
import { ConfirmCode } from "#admin/login/PasswordResetConfirm";
import { useRequestAdminPasswordReset } from "#admin/queries/password-reset";
import { errorText } from "#api/errors";
import { useCountdown } from "#shell/use-countdown";

const resendAfterSeconds = 60;

/**
 * A forgotten back-office password, in two steps on the sign-in card: the username, then the code sent to
 * the account's e-mail (else phone) and a new password. `onReset` signs in with it.
 */
export function PasswordReset({
  initialUsername,
  onBack,
  onReset,
}: {
  initialUsername: string;
  onBack: () => void;
  onReset: (username: string, password: string) => void;
}) {
  const [username, setUsername] = useState<string | null>(null);
  const request = useRequestAdminPasswordReset();
  const countdown = useCountdown();

  const ask = (name: string) =>
    request.mutate(
      { username: name },
      {
        onSuccess: () => {
          setUsername(name);
          countdown.start(resendAfterSeconds);
        },
      },
    );

  return (
    <div data-testid="admin-password-reset">
      <Typography.Title level={3} className="adm-login-title">
        <Trans>Reset password</Trans>
      </Typography.Title>
      {request.isError && (
        <Alert className="adm-reset-sent" type="error" showIcon title={errorText(request.error)} />
      )}
      {username === null ? (
        <>
          <p className="adm-reset-intro">
            <Trans>
              Enter your username. We send a {resetCodeRules.digits}-digit code to the e-mail address or phone
              number on file for the account.
            </Trans>
          </p>
          <Form<{ username: string }>
            {...signInFormLook}
            initialValues={{ username: initialUsername }}
            onFinish={(values) => ask(values.username.trim())}
            disabled={request.isPending}
          >
            <UsernameField testId="admin-reset-username" />
            <Button
              type="primary"
              htmlType="submit"
              block
              loading={request.isPending}
              data-testid="admin-reset-send"
            >
              <Trans>Send code</Trans>
            </Button>
          </Form>
        </>
      ) : (
        <ConfirmCode
          username={username}
          resendIn={countdown.left}
          resending={request.isPending}
          onResend={() => ask(username)}
          onReset={onReset}
        />
      )}
      <div className="adm-reset-actions">
        <Button type="link" onClick={onBack} data-testid="admin-reset-back">
          <Trans>Back to sign in</Trans>
        </Button>
      </div>
    </div>
  );
}
