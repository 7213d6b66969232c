import { LockOutlined } from "@ant-design/icons";
import type { AdminLoginInput } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Alert, Button, Form, Input, Typography } from "antd";
import { useEffect, useState } from "react";
import { LanguageButton } from "#admin/components/LanguageButton";
import { signInFormLook, UsernameField } from "#admin/login/form-fields";
import { PasswordReset } from "#admin/login/PasswordReset";
import { adminMeQuery, useAdminLogin } from "#admin/queries/session";
import { homeScopeOf, scopeSegment } from "#admin/scope";
import { errorText } from "#api/errors";

/** Admin login (spec 002 §2): username and password, Enter submits, the server's refusal in red. */
export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const login = useAdminLogin();
  const [form] = Form.useForm<AdminLoginInput>();
  /** The username to reset the password of, while the forgotten-password steps are shown. */
  const [resetUser, setResetUser] = useState<string | null>(null);
  // Also fetches the CSRF cookie the login POST needs, and notices a session that is still open.
  const me = useQuery({ ...adminMeQuery(), retry: false, retryOnMount: false });

  const signedInAs = me.data?.username;

  useEffect(() => {
    document.title = t`Sign in · Conference registration back office`;
  }, [t]);

  // The home page sends each role to the first page it may open.
  const goHome = (conferenceId: string) =>
    void navigate({ to: "/$conferenceId/manager/home", params: { conferenceId } });

  const submit = (values: AdminLoginInput) =>
    login.mutate(
      { username: values.username.trim(), password: values.password },
      { onSuccess: (account) => goHome(scopeSegment(homeScopeOf(account))) },
    );

  // After a reset every session of the account has ended: sign in with the new password.
  const signInAfterReset = (username: string, password: string) => {
    setResetUser(null);
    form.setFieldsValue({ username, password: "" });
    submit({ username, password });
  };

  return (
    <div className="adm-login">
      <aside className="adm-login-brand">
        <div className="adm-login-logo">
          <img src="/icon.svg" alt="" width={40} height={40} />
          <span>
            <Trans>Conference registration</Trans>
          </span>
        </div>
        <div className="adm-login-pitch">
          <h1>
            <Trans>Back office</Trans>
          </h1>
          <p>
            <Trans>
              Registrations, payments, invoices and check-in for the society's conferences, in one place.
            </Trans>
          </p>
        </div>
        <div className="adm-login-foot">
          <Trans>For the society's conference staff</Trans>
        </div>
      </aside>
      <main className="adm-login-main">
        <div className="adm-login-lang">
          <LanguageButton />
        </div>
        <div className="adm-login-card">
          {resetUser !== null ? (
            <PasswordReset
              initialUsername={resetUser}
              onBack={() => setResetUser(null)}
              onReset={signInAfterReset}
            />
          ) : (
            <>
              <Typography.Title level={3} className="adm-login-title">
                <Trans>Administrator sign-in</Trans>
              </Typography.Title>
              {signedInAs && (
                <Alert
                  className="adm-login-signed"
                  type="info"
                  showIcon
                  title={t`You are signed in as ${signedInAs}.`}
                  action={
                    <Button
                      size="small"
                      type="link"
                      onClick={() => me.data && goHome(scopeSegment(homeScopeOf(me.data)))}
                    >
                      <Trans>Continue</Trans>
                    </Button>
                  }
                />
              )}
              <Form<AdminLoginInput>
                form={form}
                {...signInFormLook}
                validateTrigger="onBlur"
                onFinish={submit}
                disabled={login.isPending}
              >
                <UsernameField testId="admin-login-username" placeholder />
                <Form.Item
                  name="password"
                  label={t`Password`}
                  rules={[{ required: true, message: t`Please enter password` }]}
                >
                  <Input.Password
                    prefix={<LockOutlined />}
                    autoComplete="current-password"
                    maxLength={200}
                    placeholder={t`Password`}
                    data-testid="admin-login-password"
                  />
                </Form.Item>
                <p
                  className="adm-login-tips"
                  role={login.isError ? "alert" : undefined}
                  data-testid="admin-login-tips"
                >
                  {login.isError ? (
                    <Typography.Text type="danger">{errorText(login.error)}</Typography.Text>
                  ) : (
                    <Typography.Text type="secondary">
                      <Trans>Please enter the correct username and password</Trans>
                    </Typography.Text>
                  )}
                </p>
                <Button
                  type="primary"
                  htmlType="submit"
                  block
                  loading={login.isPending}
                  data-testid="admin-login-submit"
                >
                  <Trans>Sign in</Trans>
                </Button>
                <div className="adm-login-forgot">
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setResetUser(String(form.getFieldValue("username") ?? "").trim())}
                    data-testid="admin-forgot-password"
                  >
                    <Trans>Forgot password?</Trans>
                  </Button>
                </div>
              </Form>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
