import { CheckOutlined } from "@ant-design/icons";
import type { AdminConference, PaymentAlert, PaymentAlertKind } from "@confreg/shared";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Button, Tag, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { type ConferenceTime, emptyMark, titleOf } from "#admin/format";

/** What each kind of alert means to the person who looks into it. */
export const alertKindLabels: Record<PaymentAlertKind, MessageDescriptor> = {
  amountMismatch: msg`Amount mismatch`,
  unknownOrder: msg`Unknown order`,
  paidAfterClose: msg`Paid after the order closed`,
  refundFailed: msg`Refund failed`,
  stuck: msg`Payment stuck at the provider`,
};

const kindColors: Record<PaymentAlertKind, string> = {
  amountMismatch: "error",
  unknownOrder: "warning",
  paidAfterClose: "orange",
  refundFailed: "error",
  stuck: "gold",
};

type Options = {
  i18n: I18n;
  time: ConferenceTime;
  conferences: AdminConference[] | undefined;
  /** Whether this account may resolve alerts (payments.confirm). */
  mayResolve: boolean;
  resolving: number | null;
  onResolve: (alert: PaymentAlert) => void;
  onOpenLine: (lineId: number) => void;
  /** On a phone the Resolve column scrolls with the row rather than covering it. */
  narrow: boolean;
};

const titles = {
  createTime: msg`Raised at`,
  kind: msg`Kind`,
  conference: msg`Conference`,
  outTradeNo: msg`Trade number`,
  provider: msg`Provider`,
  detail: msg`Detail`,
  actions: msg`Actions`,
};

/** The alerts table: when, what, where, and the provider's own words; resolving is the one action. */
export function alertColumns(o: Options): ColumnsType<PaymentAlert> {
  const locale = o.i18n.locale === "en" ? "en" : "zh";
  const title = (key: keyof typeof titles) => o.i18n._(titles[key]);
  const conferenceOf = (id: number | null) => o.conferences?.find((c) => c.id === id);
  return [
    {
      key: "createTime",
      title: title("createTime"),
      width: 150,
      render: (_v, a) => o.time(a.createTime, a.conferenceId ?? 0),
    },
    {
      key: "kind",
      title: title("kind"),
      width: 130,
      render: (_v, a) => (
        <Tag color={kindColors[a.kind]} variant="outlined" data-testid="alert-kind">
          {o.i18n._(alertKindLabels[a.kind])}
        </Tag>
      ),
    },
    {
      key: "conference",
      title: title("conference"),
      width: 160,
      ellipsis: { showTitle: true },
      render: (_v, a) => {
        const conference = conferenceOf(a.conferenceId);
        return conference ? titleOf(conference.title, locale) : emptyMark;
      },
    },
    {
      key: "outTradeNo",
      title: title("outTradeNo"),
      width: 180,
      render: (_v, a) =>
        a.payLineId ? (
          <Button
            type="link"
            size="small"
            className="adm-name-button adm-mono"
            onClick={() => o.onOpenLine(a.payLineId as number)}
            data-testid="alert-open-line"
          >
            {a.outTradeNo || emptyMark}
          </Button>
        ) : (
          <span className="adm-mono">{a.outTradeNo || emptyMark}</span>
        ),
    },
    { key: "provider", title: title("provider"), width: 90, render: (_v, a) => a.provider || emptyMark },
    {
      // No width: the provider's words take what the others leave (at least 220 px, see the page).
      key: "detail",
      title: title("detail"),
      render: (_v, a) => (
        <Typography.Paragraph className="adm-alert-detail" ellipsis={{ rows: 2, tooltip: a.detail }}>
          {a.detail}
        </Typography.Paragraph>
      ),
    },
    {
      key: "actions",
      title: title("actions"),
      width: 130,
      fixed: o.narrow ? undefined : "end",
      render: (_v, a) =>
        a.resolved ? (
          <Tag color="success" variant="outlined">
            {o.i18n._(msg`Resolved`)}
          </Tag>
        ) : o.mayResolve ? (
          <Button
            size="small"
            icon={<CheckOutlined />}
            loading={o.resolving === a.id}
            onClick={() => o.onResolve(a)}
            data-testid="alert-resolve"
          >
            {o.i18n._(msg`Resolve`)}
          </Button>
        ) : null,
    },
  ];
}
