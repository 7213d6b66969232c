import type { PaymentPanel } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { Button, CenterPopup } from "antd-mobile";
import "#attendee/components/sheet.css";

/**
 * The refund information (spec 000 §8): where the conference sends refund requests, the money back on a
 * bank card within 30 working days; otherwise what to e-mail to the conference mailbox.
 */
export function RefundInfoText({ panel }: { panel: Pick<PaymentPanel, "refundUrl" | "supportEmail"> }) {
  const { refundUrl, supportEmail } = panel;
  if (refundUrl) {
    const link = (
      <a href={refundUrl} target="_blank" rel="noreferrer" data-testid="refund-url">
        {refundUrl}
      </a>
    );
    return (
      <p data-testid="refund-info-text">
        <Trans>
          Please also apply for the refund at {link}. The money goes back to your bank card within 30 working
          days.
        </Trans>
      </p>
    );
  }
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return (
    <p data-testid="refund-info-text">
      <Trans>
        Refunds are paid back to a bank card by the finance office of the society. You may also e-mail {mail}{" "}
        with your name and phone number, the reason for the refund, the proof of payment and your bank card
        details.
      </Trans>
    </p>
  );
}

type DialogProps = { panel: PaymentPanel; open: boolean; onClose: () => void };

export function RefundInfoDialog({ panel, open, onClose }: DialogProps) {
  return (
    <CenterPopup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      className="att-pay-center"
      bodyClassName="att-pay-dialog"
    >
      <h2 className="att-sheet-title">
        <Trans>About refunds</Trans>
      </h2>
      <div className="att-pay-dialog-text" data-testid="refund-info">
        <RefundInfoText panel={panel} />
      </div>
      <Button block shape="rounded" onClick={onClose} data-testid="refund-info-close">
        <Trans>OK</Trans>
      </Button>
    </CenterPopup>
  );
}
