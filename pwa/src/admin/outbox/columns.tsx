import "./outbox.css";
import { MailOutlined, MessageOutlined } from "@ant-design/icons";
import {
  developmentSender,
  messageChannelLabels,
  type OutboxMessage,
  outboxStatusLabels,
} from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Tag, Tooltip, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { type ConferenceTime, emptyMark } from "#admin/format";
import { outboxStatusColors } from "#admin/status-colors";

const titles = {
  createTime: msg`Queued at`,
  channel: msg`Channel`,
  recipient: msg`Recipient`,
  message: msg`Message`,
  status: msg`Status / sent at`,
  sender: msg`Delivered by`,
};

/** A text message has no subject: its first words stand in for one. */
const headline = (row: OutboxMessage) => row.subject || row.body.split("\n")[0] || "";

/**
 * The outbox table's columns; the full body opens in the row's expansion. Times are on the clock of the
 * message's conference, or the default zone for messages of no conference (no conference has id 0).
 */
export function outboxColumns(i18n: I18n, conferenceTime: ConferenceTime): ColumnsType<OutboxMessage> {
  const title = (key: keyof typeof titles) => i18n._(titles[key]);
  const time = (iso: string | null, row: OutboxMessage) => conferenceTime(iso, row.conferenceId ?? 0);
  return [
    {
      key: "createTime",
      title: title("createTime"),
      width: 140,
      render: (_v, row) => time(row.createTime, row),
    },
    {
      key: "channel",
      title: title("channel"),
      width: 100,
      render: (_v, row) => (
        <span className="adm-outbox-channel">
          {row.channel === "email" ? <MailOutlined /> : <MessageOutlined />}
          {i18n._(messageChannelLabels[row.channel])}
        </span>
      ),
    },
    { key: "recipient", title: title("recipient"), dataIndex: "recipient", width: 190, ellipsis: true },
    {
      key: "message",
      title: title("message"),
      render: (_v, row) => (
        <div className="adm-outbox-message">
          <Typography.Text ellipsis={{ tooltip: headline(row) }}>{headline(row)}</Typography.Text>
          <span className="adm-outbox-template">
            {row.template} · {row.locale}
          </span>
        </div>
      ),
    },
    {
      key: "status",
      title: title("status"),
      width: 150,
      // When it went, under its status; the last error on hover while it failed or waits for a retry.
      render: (_v, row) => {
        const tag = (
          <Tag color={outboxStatusColors[row.status]} data-testid="outbox-status">
            {i18n._(outboxStatusLabels[row.status])}
            {row.attempts > 1 ? ` ×${row.attempts}` : ""}
          </Tag>
        );
        return (
          <div className="adm-outbox-status">
            {row.lastError ? <Tooltip title={row.lastError}>{tag}</Tooltip> : tag}
            {row.sentTime && <span className="adm-outbox-template">{time(row.sentTime, row)}</span>}
          </div>
        );
      },
    },
    {
      key: "sender",
      title: title("sender"),
      width: 160,
      render: (_v, row) =>
        row.sender === developmentSender ? (
          <Tag color="orange" className="adm-outbox-dev" data-testid="outbox-development">
            {i18n._(msg`Development outbox (not delivered)`)}
          </Tag>
        ) : (
          row.sender || emptyMark
        ),
    },
  ];
}
