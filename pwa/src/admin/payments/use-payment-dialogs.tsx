import type { AdminPaymentRow } from "@confreg/shared";
import { useState } from "react";
import type { ActiveAction, AdminAction } from "./actions";
import { PaymentActionDialog } from "./PaymentActionDialog";
import { PaymentDetailDialog } from "./PaymentDetailDialog";

/**
 * The dialogs a page of payment lines opens: a line's detail (`open`), and the dialog of the action chosen
 * on a line, from the page or the detail (`act`). The page places `dialogs` once.
 */
export function usePaymentDialogs() {
  const [openId, setOpenId] = useState<number | null>(null);
  const [active, setActive] = useState<ActiveAction | null>(null);
  const act = (line: AdminPaymentRow, action: AdminAction) => setActive({ line, action });
  const dialogs = (
    <>
      <PaymentDetailDialog lineId={openId} onClose={() => setOpenId(null)} onAction={act} />
      <PaymentActionDialog active={active} onClose={() => setActive(null)} />
    </>
  );
  return { open: setOpenId, act, dialogs };
}
