import { useLingui } from "@lingui/react/macro";
import { Steps } from "antd-mobile";

/** Where the attendee is in the three steps of registering. */
export function RegistrationSteps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useLingui();
  return (
    <Steps current={current} className="att-steps">
      <Steps.Step title={t`Choose type`} />
      <Steps.Step title={t`Your details`} />
      <Steps.Step title={t`Done`} />
    </Steps>
  );
}
