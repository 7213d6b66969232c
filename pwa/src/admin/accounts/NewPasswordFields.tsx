import { validationMessages } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Form, Input } from "antd";

/**
 * A new password and its repetition: required, at least 8 characters (the shared schema's rule, said
 * before the server does), the two the same. `name` is the field the form sends; "confirm" is not sent.
 */
export function NewPasswordFields({ name, testId }: { name: string; testId: string }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <Form.Item
        name={name}
        label={t`New password`}
        rules={[
          { required: true, message: i18n._(validationMessages.required) },
          { min: 8, message: i18n._(validationMessages.password) },
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid={`${testId}-new`} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t`Repeat the new password`}
        dependencies={[name]}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              value === getFieldValue(name)
                ? Promise.resolve()
                : Promise.reject(new Error(t`The two passwords differ.`)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid={`${testId}-confirm`} />
      </Form.Item>
    </>
  );
}
