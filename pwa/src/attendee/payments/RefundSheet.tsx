import {
  type AttendeePayLine,
  type PaymentPanel,
  type RefundRequestInput,
  refundAccountInput,
  refundNeedsBankDetails,
  refundRequestInput,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Form, TextArea } from "antd-mobile";
import type { ReactNode } from "react";
import { errorText } from "#api/errors";
import { Sheet } from "#attendee/components/Sheet";
import { TextInput } from "#attendee/components/TextInput";
import { showToast } from "#attendee/components/toast";
import { zodRule } from "#attendee/lib/form-rules";
import { useSessionExpiry } from "#attendee/lib/use-session-expiry";
import { useRequestRefund } from "#attendee/queries/payments";
import { RefundInfoText } from "./RefundInfo";
import { oneLine } from "./refund-text";

type Values = { reason?: string; name?: string; idNumber?: string; bankNumber?: string; bank?: string };
type Props = { panel: PaymentPanel; line: AttendeePayLine | null; onClose: () => void };

const accountFields = ["name", "idNumber", "bankNumber", "bank"] as const;

/**
 * The refund request (spec 000 §5): a reason always; the account the money goes back to when the line
 * cannot be refunded by its original route (shared `refundNeedsBankDetails`). Checked here with the server's
 * own schemas; a refusal (an issued invoice) is said as the server words it.
 */
export function RefundSheet({ panel, line, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<Values>();
  const request = useRequestRefund(panel.registrationId);
  const sessionExpired = useSessionExpiry();
  const needsAccount = line ? refundNeedsBankDetails(line.payType) : false;
  const placeholders: Record<(typeof accountFields)[number], string> = {
    name: t`Name of the account holder`,
    idNumber: t`ID card or passport number`,
    bankNumber: t`Number on the bank card`,
    bank: t`e.g. ICBC, Beijing Haidian sub-branch`,
  };
  const labels: Record<(typeof accountFields)[number], ReactNode> = {
    name: <Trans>Account holder</Trans>,
    idNumber: <Trans>ID number of the holder</Trans>,
    bankNumber: <Trans>Bank card number</Trans>,
    bank: <Trans>Bank (and branch)</Trans>,
  };

  const submit = async (values: Values) => {
    if (!line) return;
    const input: RefundRequestInput = { reason: oneLine(values.reason) };
    if (needsAccount)
      input.account = {
        name: values.name?.trim() ?? "",
        idNumber: values.idNumber?.trim() ?? "",
        bankNumber: (values.bankNumber ?? "").replace(/\s+/g, ""),
        bank: values.bank?.trim() ?? "",
      };
    try {
      await request.mutateAsync({ lineId: line.id, input });
      showToast({ icon: "success", content: t`Refund request submitted.` });
      form.resetFields();
      onClose();
    } catch (error) {
      if (!sessionExpired(error)) showToast({ icon: "fail", content: errorText(error) });
    }
  };

  return (
    <Sheet
      open={line !== null}
      title={<Trans>Request a refund</Trans>}
      onClose={onClose}
      testId="refund-form"
      footer={
        <Button
          block
          color="primary"
          shape="rounded"
          loading={request.isPending}
          onClick={() => form.submit()}
          data-testid="refund-submit"
        >
          <Trans>Submit the request</Trans>
        </Button>
      }
    >
      <div className="att-pay-note">
        <RefundInfoText panel={panel} />
      </div>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} className="att-pay-form">
        <Form.Item
          name="reason"
          label={<Trans>Reason</Trans>}
          required
          rules={[
            {
              validator: (_r: unknown, v: unknown) =>
                zodRule(refundRequestInput.shape.reason, i18n).validator(_r, oneLine(v)),
            },
          ]}
        >
          <TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder={t`Why do you ask for the refund?`}
            data-testid="refund-reason"
          />
        </Form.Item>
        {needsAccount &&
          accountFields.map((name) => (
            <Form.Item
              key={name}
              name={name}
              label={labels[name]}
              required
              validateTrigger="onBlur"
              rules={[zodRule(refundAccountInput.shape[name], i18n)]}
            >
              <TextInput
                clearable
                autoComplete="off"
                placeholder={placeholders[name]}
                inputMode={name === "bankNumber" ? "numeric" : undefined}
                testId={`refund-${name}`}
              />
            </Form.Item>
          ))}
      </Form>
    </Sheet>
  );
}
