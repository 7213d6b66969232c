import { describe, expect, it } from "vitest";
import { i18nIn } from "#testing/i18n";
import { loginFieldRule, signupNameRule } from "./login-fields";

describe("the sign-in and sign-up fields", () => {
  const en = i18nIn("en");

  it("takes an e-mail address or a mainland mobile number to sign in, nothing else", async () => {
    const login = loginFieldRule("login", "login", en);
    await expect(login.validator(undefined, "li.si@example.edu.cn")).resolves.toBeUndefined();
    await expect(login.validator(undefined, "13812345678")).resolves.toBeUndefined();
    await expect(login.validator(undefined, "li.si@")).rejects.toThrow(
      "Please enter a valid e-mail address or mobile number.",
    );
    await expect(login.validator(undefined, "")).rejects.toThrow("This field is required.");
  });

  it("asks a new account for a password of at least 8 characters, but signs in with any", async () => {
    await expect(loginFieldRule("signup", "password", en).validator(undefined, "short")).rejects.toThrow(
      "The password needs at least 8 characters.",
    );
    await expect(
      loginFieldRule("login", "password", en).validator(undefined, "short"),
    ).resolves.toBeUndefined();
  });

  it("lets a new account leave its name empty", async () => {
    await expect(signupNameRule(en).validator(undefined, "")).resolves.toBeUndefined();
  });
});
