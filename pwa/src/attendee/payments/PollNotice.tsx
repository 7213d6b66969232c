import { useLingui } from "@lingui/react/macro";
import { DotLoading } from "antd-mobile";
import { pollNotices, pollTone } from "./notices";
import type { PollState } from "./use-payment-polling";

/** What the page knows of the payment it is watching: checking, paid, not paid, not received yet. */
export function PollNotice({ state }: { state: PollState }) {
  const { i18n } = useLingui();
  return (
    <p
      className={`att-pay-alert is-${pollTone[state.result]}`}
      role="status"
      data-testid="pay-notice"
      data-result={state.result}
    >
      {i18n._(pollNotices[state.result])}
      {state.result === "checking" && <DotLoading color="currentColor" />}
    </p>
  );
}
