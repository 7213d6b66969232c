import { type AdminPaymentDetail, payTypeLabels, refundTypeLabels } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Empty, Table } from "antd";
import { DetailCollapse, type DetailSection } from "#admin/components/DetailCollapse";
import { DetailItems } from "#admin/components/DetailItems";
import { emptyMark, formatAmount, orEmpty, titleOf, useAdminLocale, useConferenceTime } from "#admin/format";
import { PaymentHistory } from "./PaymentHistory";
import { VoucherImage } from "./VoucherImage";

/** The line's sections: the payment, its voucher, the refund request, the provider orders, the history. */
export function PaymentDetailBody({ detail }: { detail: AdminPaymentDetail }) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const time = useConferenceTime();
  const when = (iso: string | null) => time(iso, detail.conference.id) || emptyMark;
  const money = (cents: number) => (
    <span className="adm-money">{formatAmount(cents, detail.currency, locale)}</span>
  );
  const mono = (text: string, testId?: string) => (
    <span className="adm-mono" data-testid={testId}>
      {orEmpty(text)}
    </span>
  );
  const { refund } = detail;

  const sections: DetailSection[] = [
    {
      key: "payment",
      label: t`Payment`,
      children: (
        <DetailItems
          items={[
            { label: t`Conference`, value: titleOf(detail.conference.title, locale), span: 2 },
            { label: t`Unit`, value: detail.unit },
            { label: t`E-mail`, value: detail.email },
            { label: t`Phone`, value: mono(detail.phoneMasked) },
            { label: t`Registration number`, value: mono(String(detail.registrationId)) },
            { label: t`Payment method`, value: i18n._(payTypeLabels[detail.payType]) },
            { label: t`Currency`, value: detail.currency },
            { label: t`Amount`, value: money(detail.totalFee), testId: "payment-detail-amount" },
            { label: t`Received`, value: money(detail.receivedFee), testId: "payment-detail-received" },
            { label: t`Trade number`, value: mono(detail.outTradeNo) },
            { label: t`Transaction id`, value: mono(detail.transactionId) },
            { label: t`Paid at`, value: when(detail.payTime) },
            { label: t`Created at`, value: when(detail.createTime) },
          ]}
        />
      ),
    },
    {
      key: "voucher",
      label: t`Transfer voucher`,
      children: detail.voucher ? (
        <VoucherImage url={detail.voucher.url} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No voucher uploaded`} />
      ),
    },
    {
      key: "refund",
      label: t`Refund request`,
      children: refund ? (
        <DetailItems
          items={[
            { label: t`Reason`, value: refund.reason, span: 2, testId: "refund-reason" },
            { label: t`Requested at`, value: when(refund.createTime) },
            {
              label: t`Refund route`,
              value: refund.refundType === null ? "" : i18n._(refundTypeLabels[refund.refundType]),
            },
            { label: t`Account holder`, value: refund.name },
            { label: t`ID number`, value: mono(refund.idNumberMasked) },
            { label: t`Bank`, value: refund.bank },
            { label: t`Account number`, value: mono(refund.bankNumberMasked, "refund-bank-number") },
            ...(refund.rejectReason
              ? [{ label: t`Reject reason`, value: refund.rejectReason, span: 2 }]
              : []),
          ]}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No refund requested`} />
      ),
    },
    {
      key: "orders",
      label: t`Provider orders`,
      children: (
        <Table
          size="small"
          rowKey={(order) => `${order.outTradeNo}-${order.createTime}`}
          pagination={false}
          scroll={{ x: 560 }}
          dataSource={detail.orders}
          locale={{ emptyText: t`No online order` }}
          columns={[
            { key: "no", title: t`Trade number`, render: (_v, o) => mono(o.outTradeNo) },
            { key: "type", title: t`Payment method`, render: (_v, o) => i18n._(payTypeLabels[o.payType]) },
            { key: "channel", title: t`Channel`, dataIndex: "channel" },
            { key: "status", title: t`Order status`, dataIndex: "status" },
            { key: "time", title: t`Created at`, render: (_v, o) => when(o.createTime) },
          ]}
        />
      ),
    },
    { key: "history", label: t`History`, children: <PaymentHistory detail={detail} /> },
  ];

  return <DetailCollapse sections={sections} />;
}
