import {
  type CheckInReason,
  checkInReasonLabels,
  PayState,
  payStateLabels,
  signInLabels,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Tag, type TagProps } from "antd-mobile";

/** What a payment shows as (shared `payStateOf`): nothing to pay is settled, never "unpaid". */
const payStateColor: Record<PayState, TagProps["color"]> = {
  0: "warning",
  1: "primary",
  2: "success",
  3: "success",
  [-1]: "warning",
  [-3]: "primary",
  [-2]: "default",
  [-4]: "danger",
  [PayState.nothingToPay]: "success",
};

export function PayStateTag({ state, testId }: { state: PayState; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <Tag color={payStateColor[state]} fill="outline" round data-testid={testId} data-status={state}>
      {i18n._(payStateLabels[state])}
    </Tag>
  );
}

export function SignInTag({ signedIn, testId }: { signedIn: boolean; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <Tag
      color={signedIn ? "success" : "default"}
      fill="outline"
      round
      data-testid={testId}
      data-signed-in={signedIn}
    >
      {i18n._(signInLabels[signedIn ? 1 : 0])}
    </Tag>
  );
}

/** Whether the person may check in, and why (the standing's reason): paid, nothing to pay, not paid yet… */
export function CheckInTag({
  checkIn,
  testId,
}: {
  checkIn: { eligible: boolean; reason: CheckInReason };
  testId?: string;
}) {
  const { i18n } = useLingui();
  return (
    <Tag
      color={checkIn.eligible ? "success" : "warning"}
      fill="outline"
      round
      data-testid={testId}
      data-eligible={checkIn.eligible}
      data-reason={checkIn.reason}
    >
      {i18n._(checkInReasonLabels[checkIn.reason])}
    </Tag>
  );
}
