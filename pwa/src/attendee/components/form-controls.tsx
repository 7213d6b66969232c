import { useLingui } from "@lingui/react/macro";
import { Button } from "antd-mobile";
import type { ReactNode } from "react";
import { EyeIcon, EyeOffIcon } from "./icons";

/** The wide rounded button that sends a sign-in or password form. */
export function SubmitButton(props: { loading: boolean; testId: string; children: ReactNode }) {
  return (
    <Button
      block
      type="submit"
      color="primary"
      size="large"
      shape="rounded"
      loading={props.loading}
      data-testid={props.testId}
    >
      {props.children}
    </Button>
  );
}

/** The eye beside a password field that shows or hides what was typed. */
export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="att-icon-button"
      onClick={onToggle}
      aria-label={shown ? t`Hide password` : t`Show password`}
    >
      {shown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
    </button>
  );
}
