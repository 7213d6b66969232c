import {
  type AttendeePayLine,
  formatMoney,
  isOnlinePayType,
  type PaymentPanel,
  PayType,
  payTypeLabels,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Tag } from "antd-mobile";
import { ChevronRightIcon } from "#attendee/components/icons";
import { Sheet } from "#attendee/components/Sheet";
import { useLocale } from "#attendee/lib/locale";
import type { OnlinePayType } from "./use-pay-flow";

type Props = {
  panel: PaymentPanel;
  line: AttendeePayLine | null;
  onClose: () => void;
  onOnline: (line: AttendeePayLine, payType: OnlinePayType) => void;
  onTransfer: (line: AttendeePayLine) => void;
};

/**
 * The ways to pay a line here: the online types the server offers this browser (inside WeChat, WeChat
 * Pay only), and the bank transfer, which opens the society's accounts and the voucher upload.
 */
export function PayMethodSheet({ panel, line, onClose, onOnline, onTransfer }: Props) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const online = panel.offered.filter(isOnlinePayType);
  const transfer = panel.offered.includes(PayType.bankTransfer) && line?.actions.includes("uploadVoucher");
  const demo = online.some((type) => panel.demoPayTypes.includes(type));
  const choose = (act: () => void) => {
    onClose();
    act();
  };
  return (
    <Sheet
      open={line !== null}
      title={<Trans>Choose a payment method</Trans>}
      onClose={onClose}
      testId="pay-methods"
    >
      {line && (
        <>
          <p className="att-pay-sheet-amount">{formatMoney(line.totalFee, line.currency, locale)}</p>
          <div className="att-pay-methods">
            {online.map((type) => (
              <button
                key={type}
                type="button"
                className="att-pay-method"
                onClick={() => choose(() => onOnline(line, type))}
                data-testid={`pay-method-${type}`}
              >
                <span className="att-pay-method-name">{i18n._(payTypeLabels[type])}</span>
                {panel.demoPayTypes.includes(type) && (
                  <Tag color="warning" fill="outline" round>
                    <Trans>Demo</Trans>
                  </Tag>
                )}
                <ChevronRightIcon size={16} />
              </button>
            ))}
            {transfer && (
              <button
                type="button"
                className="att-pay-method"
                onClick={() => choose(() => onTransfer(line))}
                data-testid={`pay-method-${PayType.bankTransfer}`}
              >
                <span className="att-pay-method-name">
                  <Trans>Pay by bank transfer</Trans>
                </span>
                <ChevronRightIcon size={16} />
              </button>
            )}
          </div>
          {demo && (
            <p className="att-pay-note" data-testid="pay-methods-demo">
              <Trans>
                Methods marked Demo use the built-in demo cashier of this server: a simulation, no money is
                charged.
              </Trans>
            </p>
          )}
        </>
      )}
    </Sheet>
  );
}
