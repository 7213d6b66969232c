import { type ConferenceView, type Currency, offeredPayTypes, payTypeLabels } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Alert, Col, Form, Row, Select, Statistic } from "antd";
import { formatAmount, useAdminLocale } from "#admin/format";
import type { IssueProps } from "./use-form-issues";

type Props = {
  conference: ConferenceView;
  total: number;
  currency: Currency;
  /** Editing: what its lines charge now, and whether it is paid (the difference is settled on the lines). */
  charged?: { amount: number; paid: boolean };
  payTypeLocked: boolean;
  issue: IssueProps;
};

/**
 * Payment information: the method (请选择支付方式！; kept once paid), the total at the registration's
 * prices, and, editing, what the change does to the money: a new line to pay, a refund asked, or the
 * unpaid fee priced again.
 */
export function PaymentFields({ conference, total, currency, charged, payTypeLocked, issue }: Props) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const money = (cents: number) => formatAmount(cents, currency, locale);
  const difference = charged ? total - charged.amount : 0;
  const effect =
    !charged || difference === 0
      ? null
      : !charged.paid
        ? t`The unpaid fee becomes ${money(total)}.`
        : difference > 0
          ? t`A new payment line of ${money(difference)} will be added.`
          : t`A refund of ${money(-difference)} will be requested on the paid lines.`;
  return (
    <Row gutter={16} align="middle">
      <Col xs={24} sm={8}>
        <Form.Item name="payType" label={t`Payment method`} required {...issue("payType")}>
          <Select
            disabled={payTypeLocked}
            placeholder={t`Choose the payment method`}
            options={offeredPayTypes(conference.settings, { inWeChat: false }).map((value) => ({
              value,
              label: i18n._(payTypeLabels[value]),
            }))}
            data-testid="edit-payType"
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8}>
        <Statistic title={t`Total fee`} value={money(total)} data-testid="edit-total" />
      </Col>
      {charged && (
        <Col xs={12} sm={8}>
          <Statistic title={t`Charged so far`} value={money(charged.amount)} />
        </Col>
      )}
      {effect && (
        <Col xs={24}>
          <Alert type="info" showIcon title={effect} data-testid="edit-fee-effect" />
        </Col>
      )}
    </Row>
  );
}
