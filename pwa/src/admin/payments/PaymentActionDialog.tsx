import type { AdminPaymentRow } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Alert, App, Modal } from "antd";
import { formatAmount, useAdminLocale } from "#admin/format";
import { usePaymentAction } from "#admin/queries/payments";
import { errorText } from "#api/errors";
import { type ActiveAction, actionDefs } from "./actions";
import { CompleteRefundDialog } from "./CompleteRefundDialog";
import { ConfirmPaymentDialog } from "./ConfirmPaymentDialog";
import { ReasonDialog } from "./ReasonDialog";

/** The dialog of the action chosen on a line (from the list or the detail), one at a time. */
export function PaymentActionDialog({
  active,
  onClose,
}: {
  active: ActiveAction | null;
  onClose: () => void;
}) {
  if (!active) return null;
  const { line, action } = active;
  const key = `${line.id}-${action}`;
  switch (action) {
    case "confirmPayment":
      return <ConfirmPaymentDialog key={key} line={line} onClose={onClose} />;
    case "returnToReview":
    case "rejectRefund":
      return <ReasonDialog key={key} line={line} action={action} onClose={onClose} />;
    case "completeRefund":
      return <CompleteRefundDialog key={key} line={line} onClose={onClose} />;
    case "approveRefund":
    case "confirmRefund":
      return <ConfirmActionDialog key={key} line={line} action={action} onClose={onClose} />;
  }
}

type ConfirmProps = { line: AdminPaymentRow; action: "approveRefund" | "confirmRefund"; onClose: () => void };

/** The actions without input: asked once, since neither can be undone from here. */
function ConfirmActionDialog({ line, action, onClose }: ConfirmProps) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const { message } = App.useApp();
  const mutation = usePaymentAction(line.id);
  const def = actionDefs[action];
  const amount = formatAmount(line.receivedFee, line.currency, locale);
  const name = line.name;
  const texts =
    action === "approveRefund"
      ? {
          title: t`Approve the refund request of ${name}?`,
          body: t`The refund of ${amount} is then in progress; send the money with “Complete refund”.`,
        }
      : {
          title: t`Refund ${amount} to ${name} now?`,
          body: t`This records the line as refunded by bank transfer at once, without a request to approve. Transfer the money first.`,
        };

  const submit = () =>
    mutation.mutate(
      action === "approveRefund"
        ? { path: "approve-refund", body: undefined }
        : { path: "refund-directly", body: undefined },
      {
        onSuccess: () => {
          void message.success(i18n._(def.done));
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={texts.title}
      okText={i18n._(def.label)}
      cancelText={t`Cancel`}
      okButtonProps={{ danger: def.danger, ...{ "data-testid": "action-confirm-submit" } }}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      destroyOnHidden
    >
      <p>{texts.body}</p>
      {mutation.isError && <Alert type="error" showIcon title={errorText(mutation.error)} />}
    </Modal>
  );
}
