import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Card, Typography } from "antd";

/** What to do with a pairing code on the check-in machine. */
export function PairingHelp() {
  const { t } = useLingui();
  const kioskUrl = `${window.location.origin}/kiosk/`;
  const steps = [
    {
      title: t`Open the kiosk`,
      content: (
        <>
          <Trans>On the check-in machine, open the kiosk app, or this address in its browser:</Trans>{" "}
          <Typography.Text code copyable>
            {kioskUrl}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t`Enter the code`,
      content: t`Type the pairing code shown here on the kiosk's enrolment screen.`,
    },
    {
      title: t`Wait for the first sync`,
      content: t`The kiosk downloads this conference's attendee list and can then check people in, even offline.`,
    },
  ];
  return (
    <Card className="adm-card adm-pairing-help" title={t`How to pair a check-in machine`}>
      <ol className="adm-steps">
        {steps.map((step) => (
          <li key={step.title}>
            <div className="adm-step-title">{step.title}</div>
            <div className="adm-step-text">{step.content}</div>
          </li>
        ))}
      </ol>
      <Alert
        type="info"
        showIcon
        className="adm-pairing-note"
        title={t`A code works once, for one machine. Keep it to yourself until it has been used.`}
      />
    </Card>
  );
}
