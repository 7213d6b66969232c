import {
  type AttendeePayLine,
  isOnlinePayType,
  type PaymentPanel,
  type RegistrationDetail,
} from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { DotLoading } from "antd-mobile";
import { useState } from "react";
import { errorText } from "#api/errors";
import { paymentPanelQuery } from "#attendee/queries/payments";
import { type LineAction, PayLine } from "./PayLine";
import { PayMethodSheet } from "./PayMethodSheet";
import { PayPalDialog } from "./PayPalDialog";
import { QrDialog } from "./QrDialog";
import { RefundDetails } from "./RefundDetails";
import { RefundInfoDialog } from "./RefundInfo";
import { RefundSheet } from "./RefundSheet";
import { TransferSheet } from "./TransferSheet";
import { usePayFlow } from "./use-pay-flow";
import { usePaymentPolling } from "./use-payment-polling";
import { useReturnFromProvider } from "./use-return";
import "./payments.css";

type Open = { sheet: "methods" | "transfer" | "refund" | "viewRefund" | "refundInfo"; lineId: number };

/**
 * The attendee's side of paying one registration (registerDetail's pay, voucher and refund actions):
 * each payment line with what may be done with it, and the sheets and dialogs those actions open.
 */
export function PaymentArea({ registration }: { registration: RegistrationDetail }) {
  const query = useQuery(paymentPanelQuery(registration.id));
  if (query.isPending)
    return (
      <div className="att-pay-loading">
        <DotLoading color="primary" />
      </div>
    );
  if (query.isError)
    return (
      <p className="att-pay-alert is-warning">
        {errorText(query.error)}{" "}
        <button type="button" className="att-link" onClick={() => void query.refetch()}>
          <Trans>Retry</Trans>
        </button>
      </p>
    );
  return <Lines registration={registration} panel={query.data} />;
}

function Lines({ registration, panel }: { registration: RegistrationDetail; panel: PaymentPanel }) {
  const poll = usePaymentPolling(panel.registrationId, panel.pollMax);
  const flow = usePayFlow(panel, poll.watch, poll.checkOnce);
  const [open, setOpen] = useState<Open | null>(null);
  useReturnFromProvider(panel, poll);

  const lineOf = (sheet: Open["sheet"]): AttendeePayLine | null =>
    open?.sheet === sheet ? (panel.lines.find((l) => l.id === open.lineId) ?? null) : null;
  const close = () => setOpen(null);
  const onAction = (action: LineAction, line: AttendeePayLine) => {
    if (action === "continue") {
      if (isOnlinePayType(line.payType)) void flow.pay(line, line.payType);
      return;
    }
    const sheet = action === "pay" ? "methods" : action;
    poll.stop();
    setOpen({ sheet, lineId: line.id });
  };
  const many = panel.lines.length > 1;

  return (
    <div className="att-pay" data-testid="pay-panel">
      {panel.lines.map((line, i) => (
        <PayLine
          key={line.id}
          line={line}
          panel={panel}
          index={many ? i + 1 : null}
          invoiceStatus={registration.standing.invoiceStatus}
          poll={poll.state?.lineId === line.id ? poll.state : null}
          starting={flow.startingLineId === line.id}
          onAction={onAction}
        />
      ))}
      <PayMethodSheet
        panel={panel}
        line={lineOf("methods")}
        onClose={close}
        onOnline={(line, payType) => void flow.pay(line, payType)}
        onTransfer={(line) => setOpen({ sheet: "transfer", lineId: line.id })}
      />
      <TransferSheet panel={panel} line={lineOf("transfer")} onClose={close} />
      <RefundSheet panel={panel} line={lineOf("refund")} onClose={close} />
      <RefundDetails line={lineOf("viewRefund")} onClose={close} />
      <RefundInfoDialog panel={panel} open={open?.sheet === "refundInfo"} onClose={close} />
      <QrDialog
        checkout={flow.shown?.kind === "qr" ? flow.shown : null}
        poll={poll.state}
        onClose={flow.closeShown}
      />
      <PayPalDialog
        checkout={flow.shown?.kind === "paypal" ? flow.shown : null}
        poll={poll.state}
        onApproved={(lineId) => void poll.watch(lineId, { now: true })}
        onClose={flow.closeShown}
      />
    </div>
  );
}
