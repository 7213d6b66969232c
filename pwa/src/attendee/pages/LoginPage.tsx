import { pickText } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { Form } from "antd-mobile";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { ApiClientError, errorText } from "#api/errors";
import { useAttendeeArea } from "#attendee/attendee-context";
import { FormTabs } from "#attendee/components/FormTabs";
import { PasswordToggle, SubmitButton } from "#attendee/components/form-controls";
import { PageLoading } from "#attendee/components/PageState";
import { TextInput } from "#attendee/components/TextInput";
import { showToast } from "#attendee/components/toast";
import { messagesByPath } from "#attendee/lib/field-errors";
import { lazyRule } from "#attendee/lib/lazy-rule";
import { useLocale } from "#attendee/lib/locale";
import { safeRedirect } from "#attendee/lib/redirect";
import { useLogin, useSignup } from "#attendee/queries/session";

const route = getRouteApi("/register/$conferenceId/user/login");

// Loaded when needed: the fields' rules (zod) at the first check, the reset steps when asked for.
const loadFields = () => import("#attendee/lib/login-fields");
const PasswordReset = lazy(() =>
  import("#attendee/components/PasswordReset").then((module) => ({ default: module.PasswordReset })),
);

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
        showToast({ icon: "fail", content: errorText(error) });
      return;
    }
    if (error instanceof ApiClientError && error.code === "ACCOUNT_EXISTS") {
      void import("#attendee/components/on-demand")
        .then(({ Dialog }) => Dialog.alert({ content: errorText(error), confirmText: t`Sign in` }))
        .then(() => setMode("login"));
      return;
    }
    showToast({ icon: "fail", content: errorText(error) });
  };

  const onFinish = (values: Values) => {
    const options = {
      onSuccess: () => {
        showToast({ icon: "success", content: t`Signed in successfully!` });
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
          showToast({ icon: "success", content: t`Password changed. You are signed in.` });
          goOn();
        },
        onError: (error) => {
          setResetLogin(null);
          showToast({ icon: "fail", content: errorText(error) });
        },
      },
    );

  if (alreadyIn) return <PageLoading />;
  if (resetLogin !== null)
    return (
      <Suspense fallback={<PageLoading />}>
        <PasswordReset
          initialLogin={resetLogin}
          onBack={() => setResetLogin(null)}
          onReset={signInAfterReset}
        />
      </Suspense>
    );

  const fieldRule = (field: "login" | "password") =>
    lazyRule(() => loadFields().then((fields) => fields.loginFieldRule(mode, field, i18n)));
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
        <FormTabs
          active={mode}
          onChange={(key) => {
            setMode(key);
            form.setFields([
              { name: "login", errors: [] },
              { name: "password", errors: [] },
              { name: "name", errors: [] },
            ]);
          }}
          tabs={[
            { key: "login", title: <span data-testid="tab-login">{t`Sign in`}</span> },
            { key: "signup", title: <span data-testid="tab-signup">{t`Sign up`}</span> },
          ]}
        />
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
            rules={[fieldRule("login")]}
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
            <Form.Item
              name="name"
              label={t`Name (optional)`}
              rules={[lazyRule(() => loadFields().then((fields) => fields.signupNameRule(i18n)))]}
            >
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
            rules={[fieldRule("password")]}
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
