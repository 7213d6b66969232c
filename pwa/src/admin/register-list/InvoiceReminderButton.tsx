import { MessageOutlined } from "@ant-design/icons";
import type { InvoiceReminderResult } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { App, Button } from "antd";
import { useInvoiceReminder } from "#admin/queries/mails";
import { errorText } from "#api/errors";

/**
 * "SMS reminder for invoice information" (spec 002 §2, §5): in the all-conferences scope, once a conference
 * is chosen in the filter, a text message and an e-mail to each of its paid registrations whose invoice
 * information is missing, after a confirmation; the result says how many went out.
 */
export function InvoiceReminderButton({ conferenceId }: { conferenceId: number }) {
  const { t } = useLingui();
  const { modal, message } = App.useApp();
  const reminder = useInvoiceReminder();

  const tell = ({ reminded, sms, emails, skippedRecent }: InvoiceReminderResult) => {
    const skipped = skippedRecent > 0 ? t`Left out, as reminded in the last 24 hours: ${skippedRecent}.` : "";
    const text =
      reminded > 0
        ? t`Registrations reminded: ${reminded} (text messages: ${sms}, e-mails: ${emails}).`
        : t`Nobody was reminded.`;
    void message[reminded > 0 ? "success" : "info"](
      <span data-testid="invoice-reminder-result">{skipped ? `${text} ${skipped}` : text}</span>,
      6,
    );
  };

  const confirm = () =>
    modal.confirm({
      title: t`Send the invoice-information reminder to the chosen conference?`,
      content: t`Each paid registration whose invoice information is missing gets a text message and an e-mail with the link to fill it in. Nobody is reminded twice within 24 hours.`,
      okText: t`Send`,
      okButtonProps: { ...{ "data-testid": "invoice-reminder-confirm" } },
      cancelText: t`Cancel`,
      onOk: () =>
        reminder
          .mutateAsync(conferenceId)
          .then(tell)
          .catch((error: unknown) => void message.error(errorText(error))),
    });

  return (
    <Button
      size="small"
      icon={<MessageOutlined />}
      loading={reminder.isPending}
      onClick={confirm}
      data-testid="invoice-reminder"
    >
      <Trans>Invoice information reminder</Trans>
    </Button>
  );
}
