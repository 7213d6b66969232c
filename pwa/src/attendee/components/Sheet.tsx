import { Trans } from "@lingui/react/macro";
import { Popup } from "antd-mobile";
import type { ReactNode } from "react";
import "./sheet.css";

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
 * The attendee's bottom sheet: a title with Close, a body that scrolls on small phones. On a wide screen
 * it stays a column of phone width in the middle (sheet.css).
 */
export function Sheet({ open, title, onClose, testId, children, footer }: Props) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName="att-sheet">
      <div className="att-sheet-head">
        <h2 className="att-sheet-title">{title}</h2>
        <button type="button" className="att-link" onClick={onClose} data-testid={`${testId}-close`}>
          <Trans>Close</Trans>
        </button>
      </div>
      <div className="att-sheet-body" data-testid={testId}>
        {children}
      </div>
      {footer && <div className="att-sheet-foot">{footer}</div>}
    </Popup>
  );
}
