import { LockOutlined, UserOutlined } from "@ant-design/icons";
import type { AdminLoginInput } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Alert, Button, Form, Input, Typography } from "antd";
import { useEffect } from "react";
import { LanguageButton } from "#admin/components/LanguageButton";
import { adminMeQuery, useAdminLogin } from "#admin/queries/session";
import { homeScopeOf, scopeSegment } from "#admin/scope";
import { errorText } from "#api/errors";

/** Admin login (spec 002 §2): username and password, Enter submits, the server's refusal in red. */
export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const login = useAdminLogin();
  // Also fetches the CSRF cookie the login POST needs, and notices a session that is still open.
  const me = useQuery({ ...adminMeQuery(), retry: false, retryOnMount: false });

  const signedInAs = me.data?.username;

  useEffect(() => {
    document.title = t`Sign in · Conference registration back office`;
  }, [t]);

  const goHome = (conferenceId: string) =>
    void navigate({ to: "/$conferenceId/manager/home/registerList", params: { conferenceId } });

  const submit = (values: AdminLoginInput) =>
    login.mutate(
      { username: values.username.trim(), password: values.password },
      { onSuccess: (account) => goHome(scopeSegment(homeScopeOf(account))) },
    );

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
            layout="vertical"
            size="large"
            requiredMark={false}
            validateTrigger="onBlur"
            onFinish={submit}
            disabled={login.isPending}
          >
            <Form.Item
              name="username"
              label={t`Username`}
              rules={[{ required: true, whitespace: true, message: t`Please enter username` }]}
            >
              <Input
                prefix={<UserOutlined />}
                autoComplete="username"
                autoFocus
                maxLength={50}
                placeholder={t`Username`}
                data-testid="admin-login-username"
              />
            </Form.Item>
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
          </Form>
        </div>
      </main>
    </div>
  );
}
