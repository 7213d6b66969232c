import type { AdminPaymentRow } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Alert, App, Form, Input, Modal } from "antd";
import { usePaymentAction } from "#admin/queries/payments";
import { errorText } from "#api/errors";
import { actionDefs } from "./actions";

type Props = { line: AdminPaymentRow; action: "returnToReview" | "rejectRefund"; onClose: () => void };

/**
 * The two refusals that owe the attendee a reason, which they then see: a voucher sent back (the line is
 * unpaid again) and a refund request rejected.
 */
export function ReasonDialog({ line, action, onClose }: Props) {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const mutation = usePaymentAction(line.id);
  const def = actionDefs[action];
  const name = line.name;
  const texts =
    action === "returnToReview"
      ? {
          title: t`Return the voucher of ${name}`,
          hint: t`The payment goes back to unpaid and the attendee sees this reason with their payment.`,
        }
      : {
          title: t`Reject the refund request of ${name}`,
          hint: t`The money stays paid and the attendee sees this reason with their refund request.`,
        };

  const submit = ({ reason }: { reason: string }) =>
    mutation.mutate(
      { path: def.path as "return" | "reject-refund", body: { reason: reason.trim() } },
      {
        onSuccess: () => {
          void message.success(i18n._(def.done));
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={texts.title}
      okText={i18n._(def.label)}
      cancelText={t`Cancel`}
      okButtonProps={{ danger: true, ...{ "data-testid": "reason-submit" } }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      destroyOnHidden
    >
      <p className="adm-pay-form-hint">{texts.hint}</p>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t`Reason`}
          rules={[{ required: true, whitespace: true, message: t`Please give a reason.` }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus data-testid="reason-input" />
        </Form.Item>
      </Form>
      {mutation.isError && <Alert type="error" showIcon title={errorText(mutation.error)} />}
    </Modal>
  );
}
