import type { AdminPaymentRow } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Form, Input } from "antd";
import { ActionModal, useLineAction } from "./ActionModal";
import { actionDefs } from "./actions";

type Props = { line: AdminPaymentRow; action: "returnToReview" | "rejectRefund"; onClose: () => void };

/**
 * The two refusals that owe the attendee a reason, which they then see: a voucher sent back (the line is
 * unpaid again) and a refund request rejected.
 */
export function ReasonDialog({ line, action, onClose }: Props) {
  const { t } = useLingui();
  const [form] = Form.useForm<{ reason: string }>();
  const { mutation, run } = useLineAction(line, action, onClose);
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
    run({ path: actionDefs[action].path as "return" | "reject-refund", body: { reason: reason.trim() } });

  return (
    <ActionModal
      action={action}
      title={texts.title}
      okTestId="reason-submit"
      mutation={mutation}
      onOk={() => form.submit()}
      onClose={onClose}
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
    </ActionModal>
  );
}
