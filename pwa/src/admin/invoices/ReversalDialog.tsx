import type { AdminInvoiceRow } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Alert, Form, Input, Modal } from "antd";
import { errorText } from "#api/errors";

/** Why an issued number is red-reversed: a void, or a re-issue that corrects it (DOMAIN.md §5). */
export type ReversalKind = "void" | "reissue";

type Props = {
  kind: ReversalKind;
  row: AdminInvoiceRow;
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  onSubmit: (reason: string) => void;
  onClose: () => void;
};

/**
 * Red-reversing an issued invoice at the issuer, with the reason kept in its history: to void it, or to
 * re-issue it corrected. The re-issue's confirmation names the number that will be reversed, since the
 * corrected invoice replaces it.
 */
export function ReversalDialog({ kind, row, mutation, onSubmit, onClose }: Props) {
  const { t } = useLingui();
  const [form] = Form.useForm<{ reason: string }>();
  const number = row.invoiceNumber;
  const texts =
    kind === "void"
      ? {
          title: t`Void invoice ${number}`,
          ok: t`Void`,
          explanation: t`The invoice is red-reversed at the issuer; it can then be issued again with a new number.`,
        }
      : {
          title: t`Re-issue invoice ${number}`,
          ok: t`Re-issue`,
          explanation: t`Invoice ${number} will be red-reversed first, then a corrected invoice issued in its place.`,
        };
  return (
    <Modal
      open
      title={texts.title}
      okText={texts.ok}
      cancelText={t`Cancel`}
      okButtonProps={{ danger: true, ...{ "data-testid": `${kind}-submit` } }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      destroyOnHidden
    >
      <p className="adm-pay-form-hint" data-testid={`${kind}-explanation`}>
        {texts.explanation}
      </p>
      <Form form={form} layout="vertical" onFinish={({ reason }) => onSubmit(reason.trim())}>
        <Form.Item
          name="reason"
          label={t`Reason`}
          rules={[{ required: true, whitespace: true, message: t`Please give a reason.` }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus data-testid={`${kind}-reason-input`} />
        </Form.Item>
      </Form>
      {mutation.isError && <Alert type="error" showIcon title={errorText(mutation.error)} />}
    </Modal>
  );
}
