import type { PaymentPanel } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

type Account = NonNullable<PaymentPanel["transfer"]["domestic"]>;

function Row({ label, value, testId }: { label: ReactNode; value: string; testId?: string }) {
  if (!value) return null;
  return (
    <div className="att-pay-account-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

function AccountCard({ title, account, testId }: { title: ReactNode; account: Account; testId: string }) {
  return (
    <section className="att-pay-account" data-testid={testId}>
      <h3 className="att-pay-account-title">{title}</h3>
      <dl>
        <Row label={<Trans>Account name</Trans>} value={account.holder} />
        <Row label={<Trans>Bank</Trans>} value={account.bank} />
        <Row label={<Trans>Account number</Trans>} value={account.number} testId={`${testId}-number`} />
        <Row label="SWIFT" value={account.swift} />
        <Row label={<Trans>Bank address</Trans>} value={account.address} />
      </dl>
    </section>
  );
}

/**
 * The society's accounts (system settings) and what to write on the transfer (spec 000 §8, bank-transfer
 * dialog): the conference's code and the registration, so that finance can match the money.
 */
export function BankAccounts({ transfer, supportEmail }: Pick<PaymentPanel, "transfer" | "supportEmail">) {
  const { domestic, international, reference } = transfer;
  return (
    <>
      {domestic && (
        <AccountCard
          title={<Trans>Transfer in China (CNY)</Trans>}
          account={domestic}
          testId="transfer-domestic"
        />
      )}
      {international && (
        <AccountCard
          title={<Trans>Transfer from abroad</Trans>}
          account={international}
          testId="transfer-international"
        />
      )}
      {!domestic && !international && (
        <p className="att-pay-note">
          <Trans>The bank details are not available yet. Please ask {supportEmail} for them.</Trans>
        </p>
      )}
      <div className="att-pay-reference">
        <Trans>Please quote this in the remarks of the transfer:</Trans>
        <strong data-testid="transfer-reference">{reference}</strong>
      </div>
    </>
  );
}
