import "./mail-section.css";
import { MailOutlined, MessageOutlined } from "@ant-design/icons";
import {
  developmentSender,
  isUnsentStatus,
  messageChannelLabels,
  OutboxStatus,
  outboxStatusLabels,
  type RegistrationMail,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { App, Button, Empty, List, Popconfirm, Skeleton, Tag, Tooltip, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { LoadError } from "#admin/components/LoadError";
import { useConferenceTime } from "#admin/format";
import { useCan } from "#admin/permissions";
import { registrationMailsQuery, useMailAction } from "#admin/queries/mails";
import { outboxStatusColors } from "#admin/status-colors";
import { errorText } from "#api/errors";

type Props = {
  registrationId: number;
  conferenceId: number;
  /** The check-only panel lists the messages without sending or deleting any (spec 002 §6). */
  readOnly?: boolean;
};

/**
 * The registration's mail list (spec 002 §2 "mail info"): every e-mail and text message sent to it or
 * waiting, newest first, the body folded. Staff with `messages.send` send an unsent one now or delete it
 * (spec 002 §4: only while unsent); the server's answer is the list shown afterwards.
 */
export function MailSection({ registrationId, conferenceId, readOnly = false }: Props) {
  const { t } = useLingui();
  const mails = useQuery(registrationMailsQuery(registrationId));
  if (mails.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (mails.isError) return <LoadError error={mails.error} onRetry={() => void mails.refetch()} />;
  if (mails.data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No messages to this registration`} />;
  return (
    <List
      className="adm-mails"
      size="small"
      dataSource={mails.data}
      rowKey="id"
      data-testid="mail-list"
      renderItem={(mail) => (
        <MailItem
          mail={mail}
          registrationId={registrationId}
          conferenceId={conferenceId}
          readOnly={readOnly}
        />
      )}
    />
  );
}

function MailItem({ mail, registrationId, conferenceId, readOnly }: { mail: RegistrationMail } & Props) {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const time = useConferenceTime();
  const mayAct = useCan("messages.send") && !readOnly && isUnsentStatus(mail.status);
  // A queued message is already on its way: only held and failed ones have something to send.
  const maySend = mayAct && mail.status !== OutboxStatus.queued;
  const action = useMailAction(registrationId);
  const busy = action.isPending ? action.variables?.action : undefined;
  const run = (kind: "send" | "delete") =>
    action.mutate(
      { mailId: mail.id, action: kind },
      {
        onSuccess: () =>
          void message.success(kind === "send" ? t`The message is on its way.` : t`The message was deleted.`),
        onError: (error) => void message.error(errorText(error)),
      },
    );
  const status = (
    <Tag color={outboxStatusColors[mail.status]} variant="outlined" data-testid="mail-status">
      {i18n._(outboxStatusLabels[mail.status])}
    </Tag>
  );
  const when = mail.sentTime ?? mail.createTime;
  const [open, setOpen] = useState(false);
  const actions: ReactNode[] = [];
  if (maySend)
    actions.push(
      <Button
        key="send"
        size="small"
        type="link"
        loading={busy === "send"}
        disabled={busy === "delete"}
        onClick={() => run("send")}
        data-testid="mail-send"
      >
        <Trans>Send</Trans>
      </Button>,
    );
  if (mayAct)
    actions.push(
      <Popconfirm
        key="delete"
        title={t`Delete this unsent message?`}
        description={t`It will not be sent. The deletion is recorded.`}
        okText={t`Delete`}
        okButtonProps={{ danger: true, ...{ "data-testid": "mail-delete-confirm" } }}
        cancelText={t`Cancel`}
        onConfirm={() => run("delete")}
      >
        <Button
          size="small"
          type="link"
          danger
          loading={busy === "delete"}
          disabled={busy === "send"}
          data-testid="mail-delete"
        >
          <Trans>Delete</Trans>
        </Button>
      </Popconfirm>,
    );
  return (
    <List.Item className="adm-mail" data-testid="mail-item" data-mail-id={mail.id}>
      <div className="adm-mail-main">
        <div className="adm-mail-head">
          <Tooltip title={i18n._(messageChannelLabels[mail.channel])}>
            {mail.channel === "email" ? <MailOutlined /> : <MessageOutlined />}
          </Tooltip>
          <span className="adm-mail-subject" data-testid="mail-subject">
            {/* A text message has no subject: its body, shown below, is all there is. */}
            {mail.subject || i18n._(messageChannelLabels[mail.channel])}
          </span>
          {mail.lastError ? <Tooltip title={mail.lastError}>{status}</Tooltip> : status}
          {actions.length > 0 && <span className="adm-mail-actions">{actions}</span>}
        </div>
        <div className="adm-mail-meta">
          <span data-testid="mail-recipient">{mail.recipient}</span>
          <span>{time(when, conferenceId)}</span>
          <Sender sender={mail.sender} />
        </div>
        <Typography.Paragraph
          className="adm-mail-body"
          ellipsis={{
            rows: 2,
            expandable: "collapsible",
            expanded: open,
            onExpand: (_, info) => setOpen(info.expanded),
            symbol: (expanded) => (expanded ? t`Less` : t`More`),
          }}
        >
          {/* Folded, the body runs on in one paragraph; open, it keeps its lines. */}
          {open ? mail.body : mail.body.replace(/\s+/g, " ").trim()}
        </Typography.Paragraph>
      </div>
    </List.Item>
  );
}

/** Who the message came from (an old mail's address) or went through (a sender's name). */
function Sender({ sender }: { sender: string }) {
  const { t } = useLingui();
  if (!sender) return null;
  if (sender === developmentSender)
    return (
      <Tag color="orange" className="adm-mail-dev" data-testid="mail-development">
        {t`Development outbox (not delivered)`}
      </Tag>
    );
  return <span>{sender.includes("@") ? t`From ${sender}` : t`Delivered by ${sender}`}</span>;
}
