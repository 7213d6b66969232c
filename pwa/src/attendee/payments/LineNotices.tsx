import type { AttendeePayLine, InvoiceStatus } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { type LineNotice, lineNotices } from "./line-state";

type Props = {
  line: AttendeePayLine;
  invoiceStatus: InvoiceStatus;
  supportEmail: string;
  /** The page is checking this line's payment and says so: "in progress" would repeat it. */
  checking: boolean;
};

const classOf: Record<LineNotice["tone"], string> = {
  info: "att-pay-alert is-info",
  warning: "att-pay-alert is-warning",
  success: "att-pay-alert is-success",
  note: "att-pay-note",
};

/** What the line's state means for the attendee, in words (line-state.ts `lineNotices`). */
export function LineNotices({ line, invoiceStatus, supportEmail, checking }: Props) {
  const { i18n } = useLingui();
  return (
    <>
      {lineNotices(line, { invoiceStatus, supportEmail, checking }).map((notice) => (
        <p key={notice.kind} className={classOf[notice.tone]} data-testid={notice.kind}>
          {i18n._(notice.message)}
        </p>
      ))}
    </>
  );
}
