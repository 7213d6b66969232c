import { type PaymentPanel, payStatusTraits } from "@confreg/shared";
import { useEffect, useRef } from "react";

type Poll = { watch: (lineId: number, options?: { now?: boolean }) => unknown; checkOnce: () => void };

/** The line a provider's return URL names (`…/registerDetail?register_id=12&paying=34`), taken once. */
function takePayingLine(): number | null {
  const url = new URL(window.location.href);
  const paying = Number(url.searchParams.get("paying"));
  if (!url.searchParams.has("paying")) return null;
  // Off the address, so that a reload or a shared link does not announce the payment again.
  url.searchParams.delete("paying");
  window.history.replaceState(window.history.state, "", url);
  return Number.isInteger(paying) && paying > 0 ? paying : null;
}

/**
 * On opening the page: back from a provider's cashier, watch the line that was being paid until it is
 * paid or the checks run out; otherwise, with a payment or a refund under way, ask the providers once.
 */
export function useReturnFromProvider(panel: PaymentPanel, poll: Poll): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const paying = takePayingLine();
    if (paying !== null && panel.lines.some((line) => line.id === paying)) {
      void poll.watch(paying, { now: true });
      return;
    }
    const underWay = panel.lines.some((line) => payStatusTraits[line.payStatus].underWay);
    if (underWay) poll.checkOnce();
  }, [panel, poll]);
}
