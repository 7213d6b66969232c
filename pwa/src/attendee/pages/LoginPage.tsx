import { loginInput, pickText, signupInput } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { Dialog, Form, Tabs, Toast } from "antd-mobile";
import { useCallback, useEffect, useState } from "react";
import { ApiClientError, errorText } from "#api/errors";
import { useAttendeeArea } from "#attendee/attendee-context";
import { PasswordToggle, SubmitButton } from "#attendee/components/form-controls";
import { PageLoading } from "#attendee/components/PageState";
import { PasswordReset } from "#attendee/components/PasswordReset";
import { TextInput } from "#attendee/components/TextInput";
import { messagesByPath } from "#attendee/lib/field-errors";
import { zodRule } from "#attendee/lib/form-rules";
import { useLocale } from "#attendee/lib/locale";
import { safeRedirect } from "#attendee/lib/redirect";
import { useLogin, useSignup } from "#attendee/queries/session";

const route = getRouteApi("/register/$conferenceId/user/login");

type Mode = "login" | "signup";
type Values = { login: string; password: string; name?: string };

/** Sign in or create an account with an e-mail address or a mobile number and a password. */
export function LoginPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { conference, account } = useAttendeeArea();
  const { invcode, redirect } = route.useSearch();
  const router = useRouter();
  const [mode, setMode] = useState<Mode>("login");
  const [showPassword, setShowPassword] = useState(false);
  /** The login to reset the password of, while the forgotten-password steps are shown. */
  const [resetLogin, setResetLogin] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const login = useLogin();
  const signup = useSignup();
  const pending = login.isPending || signup.isPending;

  const conferenceId = conference.id;
  const title = pickText(conference.title, locale);
  const back = safeRedirect(redirect, conferenceId);

  const goOn = useCallback(() => {
    if (back) router.history.replace(back);
    else {
      void router.navigate({
        to: "/register/$conferenceId/user/registerList",
        params: { conferenceId },
        search: { invcode },
        replace: true,
      });
    }
  }, [back, router, conferenceId, invcode]);

  // Already signed in (a second visit, or a link in an e-mail): straight on.
  const alreadyIn = account !== null && !pending && !login.isSuccess && !signup.isSuccess;
  useEffect(() => {
    if (alreadyIn) goOn();
  }, [alreadyIn, goOn]);

  const showServerErrors = (error: unknown) => {
    if (error instanceof ApiClientError && error.code === "VALIDATION_FAILED") {
      const byPath = messagesByPath(i18n, Object.values(error.fields));
      const known = new Set(["login", "password", "name"]);
      form.setFields(
        [...byPath].filter(([path]) => known.has(path)).map(([name, text]) => ({ name, errors: [text] })),
      );
      if ([...byPath.keys()].some((path) => !known.has(path)))
        Toast.show({ icon: "fail", content: errorText(error) });
      return;
    }
    if (error instanceof ApiClientError && error.code === "ACCOUNT_EXISTS") {
      void Dialog.alert({ content: errorText(error), confirmText: t`Sign in` }).then(() => setMode("login"));
      return;
    }
    Toast.show({ icon: "fail", content: errorText(error) });
  };

  const onFinish = (values: Values) => {
    const options = {
      onSuccess: () => {
        Toast.show({ icon: "success", content: t`Signed in successfully!` });
        goOn();
      },
      onError: showServerErrors,
    };
    if (mode === "login") login.mutate({ login: values.login, password: values.password }, options);
    else signup.mutate({ login: values.login, password: values.password, name: values.name ?? "" }, options);
  };

  // After a reset every session of the account has ended: sign in with the new password.
  const signInAfterReset = (value: string, password: string) =>
    login.mutate(
      { login: value, password },
      {
        onSuccess: () => {
          Toast.show({ icon: "success", content: t`Password changed. You are signed in.` });
          goOn();
        },
        onError: (error) => {
          setResetLogin(null);
          Toast.show({ icon: "fail", content: errorText(error) });
        },
      },
    );

  if (alreadyIn) return <PageLoading />;
  if (resetLogin !== null)
    return (
      <PasswordReset
        initialLogin={resetLogin}
        onBack={() => setResetLogin(null)}
        onReset={signInAfterReset}
      />
    );

  const schema = mode === "login" ? loginInput.shape : signupInput.shape;
  return (
    <div className="att-page att-login">
      <section className="att-login-hero">
        <h1 className="att-login-heading">
          {mode === "login" ? <Trans>Welcome back</Trans> : <Trans>Create your account</Trans>}
        </h1>
        <p className="att-login-sub">
          <Trans>Register for {title}</Trans>
        </p>
      </section>
      <div className="att-card att-login-card">
        <Tabs
          activeKey={mode}
          onChange={(key) => {
            setMode(key as Mode);
            form.setFields([
              { name: "login", errors: [] },
              { name: "password", errors: [] },
              { name: "name", errors: [] },
            ]);
          }}
          className="att-login-tabs"
        >
          <Tabs.Tab key="login" title={<span data-testid="tab-login">{t`Sign in`}</span>} />
          <Tabs.Tab key="signup" title={<span data-testid="tab-signup">{t`Sign up`}</span>} />
        </Tabs>
        <Form
          form={form}
          layout="vertical"
          onFinish={onFinish}
          requiredMarkStyle="none"
          className="att-login-form"
          footer={
            <SubmitButton loading={pending} testId={mode === "login" ? "login-submit" : "signup-submit"}>
              {mode === "login" ? <Trans>Sign in</Trans> : <Trans>Create account and sign in</Trans>}
            </SubmitButton>
          }
        >
          <Form.Item
            name="login"
            label={t`E-mail or mobile number`}
            rules={[zodRule(schema.login, i18n)]}
            validateTrigger="onBlur"
          >
            <TextInput
              placeholder={t`e.g. name@example.com or 13800138000`}
              autoComplete="username"
              inputMode="email"
              clearable
              testId="login-input"
            />
          </Form.Item>
          {mode === "signup" && (
            <Form.Item name="name" label={t`Name (optional)`} rules={[zodRule(signupInput.shape.name, i18n)]}>
              <TextInput
                placeholder={t`Your name`}
                autoComplete="name"
                clearable
                testId="signup-name-input"
              />
            </Form.Item>
          )}
          <Form.Item
            name="password"
            label={t`Password`}
            rules={[zodRule(schema.password, i18n)]}
            validateTrigger="onBlur"
            extra={
              <PasswordToggle shown={showPassword} onToggle={() => setShowPassword((shown) => !shown)} />
            }
            description={
              mode === "signup" ? (
                <Trans>At least 8 characters.</Trans>
              ) : (
                <button
                  type="button"
                  className="att-link att-forgot-link"
                  onClick={() => setResetLogin(form.getFieldValue("login") ?? "")}
                  data-testid="forgot-password"
                >
                  <Trans>Forgot password?</Trans>
                </button>
              )
            }
          >
            <TextInput
              type={showPassword ? "text" : "password"}
              placeholder={mode === "login" ? t`Your password` : t`Choose a password`}
              autoComplete={mode === "login" ? "current-password" : "new-password"}
              testId="password-input"
            />
          </Form.Item>
        </Form>
        <p className="att-login-switch">
          {mode === "login" ? (
            <Trans>
              No account yet?{" "}
              <button
                type="button"
                className="att-link"
                onClick={() => setMode("signup")}
                data-testid="switch-signup"
              >
                Sign up
              </button>
            </Trans>
          ) : (
            <Trans>
              Already registered?{" "}
              <button
                type="button"
                className="att-link"
                onClick={() => setMode("login")}
                data-testid="switch-login"
              >
                Sign in
              </button>
            </Trans>
          )}
        </p>
      </div>
    </div>
  );
}
