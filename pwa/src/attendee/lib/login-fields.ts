// The sign-in and sign-up fields' rules from the shared schemas; loaded when the login page first checks a
// field (lazy-rule.ts), so the page itself downloads no zod.
import { loginInput, signupInput } from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { zodRule } from "./form-rules";

const forms = { login: loginInput.shape, signup: signupInput.shape };

export type LoginForm = keyof typeof forms;

export const loginFieldRule = (form: LoginForm, field: "login" | "password", i18n: I18n) =>
  zodRule(forms[form][field], i18n);

export const signupNameRule = (i18n: I18n) => zodRule(forms.signup.name, i18n);
