import { type AttendeePayLine, PayStatus } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Steps } from "antd-mobile";
import { refundStepLabels, refundStepOf } from "./refund-text";

/** Apply, review, refund, done: where a refund request stands (shown from -1 to -2). */
export function RefundProgress({ line }: { line: AttendeePayLine }) {
  const { i18n } = useLingui();
  const current = refundStepOf[line.payStatus];
  if (current === undefined) return null;
  const done = line.payStatus === PayStatus.refunded;
  return (
    <Steps current={current} className="att-pay-steps" data-testid="refund-steps" data-step={current}>
      {refundStepLabels.map((label, index) => (
        <Steps.Step
          key={label.id}
          title={i18n._(label)}
          status={index < current || done ? "finish" : index === current ? "process" : "wait"}
        />
      ))}
    </Steps>
  );
}
