import type { AdminInvoiceRow } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Alert, Form, Input, Modal } from "antd";
import { errorText } from "#api/errors";

type Props = {
  row: AdminInvoiceRow;
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  onVoid: (reason: string) => void;
  onClose: () => void;
};

/** Voiding an issued invoice (red reversal at the issuer), with the reason kept in its history. */
export function VoidDialog({ row, mutation, onVoid, onClose }: Props) {
  const { t } = useLingui();
  const [form] = Form.useForm<{ reason: string }>();
  const number = row.invoiceNumber;
  return (
    <Modal
      open
      title={t`Void invoice ${number}`}
      okText={t`Void`}
      cancelText={t`Cancel`}
      okButtonProps={{ danger: true, ...{ "data-testid": "void-submit" } }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      destroyOnHidden
    >
      <p className="adm-pay-form-hint">
        {t`The invoice is red-reversed at the issuer; it can then be issued again with a new number.`}
      </p>
      <Form form={form} layout="vertical" onFinish={({ reason }) => onVoid(reason.trim())}>
        <Form.Item
          name="reason"
          label={t`Reason`}
          rules={[{ required: true, whitespace: true, message: t`Please give a reason.` }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus data-testid="void-reason-input" />
        </Form.Item>
      </Form>
      {mutation.isError && <Alert type="error" showIcon title={errorText(mutation.error)} />}
    </Modal>
  );
}
