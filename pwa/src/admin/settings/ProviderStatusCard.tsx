import { type InvoiceType, invoiceTypeLabels, type ProviderStatus, payTypeLabels } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Card, Descriptions, Tag } from "antd";
import type { ReactNode } from "react";

/** Whether a service has its provider configured, or runs on the built-in stand-in. */
function ModeTag({
  mode,
  name,
  testId,
}: {
  mode: "configured" | "builtIn";
  name: ReactNode;
  testId: string;
}) {
  return (
    <span data-testid={testId} data-mode={mode}>
      {mode === "configured" ? (
        <Tag color="green">
          <Trans>Configured</Trans>
        </Tag>
      ) : (
        <Tag>
          <Trans>Built in</Trans>
        </Tag>
      )}
      {name}
    </span>
  );
}

/**
 * What the server's environment provides (set where the server runs, so read-only here): the payment
 * gateways, invoice issuers and message senders in use, by name; never a credential.
 */
export function ProviderStatusCard({ providers }: { providers: ProviderStatus }) {
  const { t, i18n } = useLingui();
  const demo = t`demo cashier (a simulation)`;
  const outbox = t`development outbox (delivered to nobody)`;
  return (
    <Card size="small" title={t`Providers (from the server's environment)`} data-testid="settings-providers">
      <Descriptions size="small" column={1} bordered>
        {providers.payments.map((row) => (
          <Descriptions.Item key={row.payType} label={i18n._(payTypeLabels[row.payType])}>
            <ModeTag
              mode={row.mode}
              name={row.mode === "builtIn" ? demo : row.provider}
              testId={`settings-payment-${row.payType}`}
            />
          </Descriptions.Item>
        ))}
        {providers.invoices.map((row) => (
          <Descriptions.Item
            key={row.invoiceType}
            label={i18n._(invoiceTypeLabels[row.invoiceType as InvoiceType])}
          >
            <ModeTag
              mode={row.mode}
              name={row.mode === "builtIn" ? t`built-in issuer` : row.issuer}
              testId={`settings-invoice-${row.invoiceType}`}
            />
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t`E-mail`}>
          <ModeTag
            mode={providers.mail.mode}
            name={
              providers.mail.mode === "builtIn" ? outbox : `${providers.mail.from} · ${providers.mail.host}`
            }
            testId="settings-mail"
          />
        </Descriptions.Item>
        <Descriptions.Item label={t`Text messages`}>
          <ModeTag
            mode={providers.sms.mode}
            name={providers.sms.mode === "builtIn" ? outbox : providers.sms.provider}
            testId="settings-sms"
          />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
