import type { AdminPaymentRow } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { formatAmount, useAdminLocale } from "#admin/format";
import { ActionModal, useLineAction } from "./ActionModal";
import type { ActiveAction } from "./actions";
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
  const { t } = useLingui();
  const locale = useAdminLocale();
  const { mutation, run } = useLineAction(line, action, onClose);
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
    run(
      action === "approveRefund"
        ? { path: "approve-refund", body: undefined }
        : { path: "refund-directly", body: undefined },
    );

  return (
    <ActionModal
      action={action}
      title={texts.title}
      okTestId="action-confirm-submit"
      mutation={mutation}
      onOk={submit}
      onClose={onClose}
    >
      <p>{texts.body}</p>
    </ActionModal>
  );
}
