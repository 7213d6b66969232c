import { UserOutlined } from "@ant-design/icons";
import { useLingui } from "@lingui/react/macro";
import { Form, type FormProps, Input } from "antd";

/** How the sign-in and password-reset forms look: labels above, large fields, no asterisks. */
export const signInFormLook = {
  layout: "vertical",
  size: "large",
  requiredMark: false,
} as const satisfies FormProps;

/** The back-office username, as the sign-in and password-reset forms ask for it. */
export function UsernameField({ testId, placeholder }: { testId: string; placeholder?: boolean }) {
  const { t } = useLingui();
  return (
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
        placeholder={placeholder ? t`Username` : undefined}
        data-testid={testId}
      />
    </Form.Item>
  );
}
