import {
  type AdminPaymentRow,
  type Currency,
  offlinePayTypes,
  parseMoney,
  payTypeLabels,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Alert, Form, Input, Radio } from "antd";
import { formatAmount, useAdminLocale } from "#admin/format";
import { paymentDetailQuery } from "#admin/queries/payments";
import { ActionModal, useLineAction } from "./ActionModal";
import { VoucherImage } from "./VoucherImage";

type Values = { received: string; payType: number; note: string };
type Props = { line: AdminPaymentRow; onClose: () => void };

/** How the money came when it did not come through a provider (the line keeps its type otherwise: 0). */
const receivedBy = offlinePayTypes;
const keepType = 0;

/** The sign before the box: yuan, or dollars for PayPal's conferences. */
const symbolOf = (currency: Currency) => (currency === "USD" ? "$" : "¥");

/** Cents as the box shows them: "1200.00", typed back in yuan (or dollars). */
const asTyped = (cents: number) => (cents / 100).toFixed(2);

/**
 * confirmPay: the money arrived by transfer, cash or cheque; the admin types what actually came (the
 * amount due at first) and how, after comparing it with the voucher when there is one.
 */
export function ConfirmPaymentDialog({ line, onClose }: Props) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const [form] = Form.useForm<Values>();
  const { mutation, run } = useLineAction(line, "confirmPayment", onClose);
  const detail = useQuery({ ...paymentDetailQuery(line.id), enabled: line.hasVoucher });
  const typed = parseMoney(Form.useWatch("received", form) ?? "");
  const ownType = (receivedBy as readonly number[]).includes(line.payType);
  const due = formatAmount(line.totalFee, line.currency, locale);
  const name = line.name;

  const submit = (values: Values) =>
    run({
      path: "confirm",
      body: {
        receivedFee: parseMoney(values.received) ?? 0,
        ...(values.payType === keepType ? {} : { payType: values.payType as 1 | 5 }),
        note: values.note?.trim() ?? "",
      },
    });

  const typeOptions = [
    ...(ownType ? [] : [{ value: keepType, label: i18n._(payTypeLabels[line.payType]) }]),
    ...receivedBy.map((type) => ({ value: type, label: i18n._(payTypeLabels[type]) })),
  ];

  return (
    <ActionModal
      action="confirmPayment"
      title={t`Confirm the payment of ${name}`}
      okTestId="confirm-payment-submit"
      mutation={mutation}
      onOk={() => form.submit()}
      onClose={onClose}
    >
      {line.hasVoucher && detail.data?.voucher && <VoucherImage url={detail.data.voucher.url} height={160} />}
      <Form<Values>
        form={form}
        layout="vertical"
        className="adm-pay-form"
        initialValues={{
          received: asTyped(line.totalFee),
          payType: ownType ? line.payType : keepType,
          note: "",
        }}
        onFinish={submit}
      >
        <Form.Item
          name="received"
          label={t`Amount received (amount due ${due})`}
          rules={[
            {
              validator: (_rule, value: string) =>
                parseMoney(value ?? "") === null
                  ? Promise.reject(new Error(t`Enter an amount such as 1200 or 1200.50.`))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input prefix={symbolOf(line.currency)} inputMode="decimal" data-testid="confirm-received" />
        </Form.Item>
        {typed !== null && typed !== line.totalFee && (
          <Alert
            type="warning"
            showIcon
            className="adm-pay-form-note"
            title={t`This differs from the amount due (${due}). The line is confirmed with what you typed.`}
          />
        )}
        <Form.Item name="payType" label={t`Received by`}>
          <Radio.Group options={typeOptions} data-testid="confirm-pay-type" />
        </Form.Item>
        <Form.Item name="note" label={t`Note`}>
          <Input.TextArea rows={2} maxLength={200} showCount data-testid="confirm-note" />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
