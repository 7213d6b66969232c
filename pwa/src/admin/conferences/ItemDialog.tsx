import { useLingui } from "@lingui/react/macro";
import { Alert, Form, Modal } from "antd";
import { type ReactNode, useState } from "react";
import { errorText } from "#api/errors";
import { showFieldErrors } from "./form-errors";

type Props<V> = {
  title: string;
  initialValues: V;
  /** Saves the values; rejects with the server's refusal. */
  onSave: (values: V) => Promise<unknown>;
  onClose: () => void;
  saving: boolean;
  width?: number;
  testId: string;
  children: ReactNode;
};

/** A dialog that edits one item: field errors beside their fields, any other refusal above the buttons. */
export function ItemDialog<V extends object>(props: Props<V>) {
  const { title, initialValues, onSave, onClose, saving, width = 640, testId, children } = props;
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<V>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = (values: V) => {
    setRefusal(null);
    onSave(values).catch((error: unknown) => {
      if (!showFieldErrors(form, error, i18n)) setRefusal(errorText(error));
    });
  };
  return (
    <Modal
      open
      destroyOnHidden
      width={width}
      title={title}
      okText={t`Save`}
      cancelText={t`Cancel`}
      okButtonProps={{ ...({ "data-testid": `${testId}-save` } as object) }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        // The whole store, not only the fields drawn: a listed row keeps what has no field (a room type's id).
        onFinish={() => submit(form.getFieldsValue(true) as V)}
        data-testid={`${testId}-form`}
      >
        {children}
        {refusal && <Alert type="error" showIcon title={refusal} data-testid={`${testId}-refusal`} />}
      </Form>
    </Modal>
  );
}
