import { type PayLine, payStateLabels, payStateOf, payTypeLabels } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Empty, Table, Tag } from "antd";
import { emptyMark, formatAmount, useAdminLocale, useConferenceTime } from "#admin/format";
import { payStateColors } from "#admin/status-colors";

/** The payment lines of a registration: the first payment, then differences and repayments. */
export function PayLines({ lines, conferenceId }: { lines: PayLine[]; conferenceId: number }) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const time = useConferenceTime();
  if (lines.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No payment yet`} />;
  }
  return (
    <Table<PayLine>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={lines}
      columns={[
        {
          key: "payType",
          title: t`Payment method`,
          render: (_v, line) => i18n._(payTypeLabels[line.payType]),
        },
        {
          key: "payStatus",
          title: t`Payment status`,
          render: (_v, line) => (
            <Tag
              color={payStateColors[payStateOf(line)]}
              variant="outlined"
              data-testid="detail-payline-status"
            >
              {i18n._(payStateLabels[payStateOf(line)])}
            </Tag>
          ),
        },
        {
          key: "totalFee",
          title: t`Total fee`,
          align: "end",
          render: (_v, line) => (
            <span className="adm-money">{formatAmount(line.totalFee, line.currency, locale)}</span>
          ),
        },
        {
          key: "receivedFee",
          title: t`Received`,
          align: "end",
          render: (_v, line) => (
            <span className="adm-money">{formatAmount(line.receivedFee, line.currency, locale)}</span>
          ),
        },
        {
          key: "outTradeNo",
          title: t`Trade number`,
          render: (_v, line) => <span className="adm-mono">{line.outTradeNo || emptyMark}</span>,
        },
        {
          key: "payTime",
          title: t`Paid at`,
          render: (_v, line) => time(line.payTime, conferenceId) || emptyMark,
        },
      ]}
    />
  );
}
