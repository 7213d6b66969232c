import { Trans } from "@lingui/react/macro";
import { Popup } from "antd-mobile";
import type { ReactNode } from "react";
import "./payments.css";

type Props = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  testId: string;
  children: ReactNode;
  /** A fixed footer (the form's submit button) that stays in reach while the body scrolls. */
  footer?: ReactNode;
};

/**
 * The payment pages' bottom sheet: a title with Close, a body that scrolls on small phones. On a wide
 * screen it stays a column of phone width in the middle (payments.css).
 */
export function Sheet({ open, title, onClose, testId, children, footer }: Props) {
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName="att-pay-sheet"
    >
      <div className="att-sheet-head">
        <h2 className="att-pay-sheet-title">{title}</h2>
        <button type="button" className="att-link" onClick={onClose} data-testid={`${testId}-close`}>
          <Trans>Close</Trans>
        </button>
      </div>
      <div className="att-pay-sheet-body" data-testid={testId}>
        {children}
      </div>
      {footer && <div className="att-pay-sheet-foot">{footer}</div>}
    </Popup>
  );
}
