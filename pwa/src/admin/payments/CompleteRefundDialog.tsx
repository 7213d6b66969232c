import { type AdminPaymentRow, RefundType, refundRoutesOf, refundTypeLabels } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Alert, App, Button, Descriptions, Modal, Progress, Radio, Space } from "antd";
import { useCallback, useState } from "react";
import { formatAmount, useAdminLocale } from "#admin/format";
import { paymentDetailQuery, usePaymentAction } from "#admin/queries/payments";
import { errorText } from "#api/errors";
import { actionDefs } from "./actions";
import { refundCheckMax, useRefundCheck } from "./use-refund-check";

type Props = { line: AdminPaymentRow; onClose: () => void };

const routeTestIds: Record<RefundType, string> = { 1: "original", 2: "transfer" };

/**
 * Sends an approved refund's money back (issueRefund): by the original route through the provider, then
 * followed until the provider confirms; or records the bank transfer the finance office made to the
 * account in the request. Only the routes the line's pay type can take are offered (shared
 * `refundRoutesOf`), its first chosen: a bank transfer's line is offered the transfer alone.
 */
export function CompleteRefundDialog({ line, onClose }: Props) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const { message } = App.useApp();
  const action = usePaymentAction(line.id);
  const detail = useQuery(paymentDetailQuery(line.id));
  const routes = refundRoutesOf(line.payType);
  const [route, setRoute] = useState<RefundType>(routes[0]);
  const refunded = useCallback(() => {
    void message.success(i18n._(actionDefs.completeRefund.done));
    onClose();
  }, [message, i18n, onClose]);
  const check = useRefundCheck(line.id, refunded);
  const busy = action.isPending || check.state.phase === "checking";
  const amount = formatAmount(line.receivedFee, line.currency, locale);
  const name = line.name;
  const account = detail.data?.refund;

  const notes: Record<RefundType, string> = {
    1: t`The provider sends the money back to where it came from.`,
    2: account?.bankNumberMasked
      ? t`Record that the finance office has transferred the money to the account below.`
      : t`Record that the finance office has refunded the money by bank transfer.`,
  };

  const submit = () =>
    action.mutate(
      { path: "complete-refund", body: { refundType: route } },
      { onSuccess: () => (route === RefundType.transfer ? refunded() : void check.follow()) },
    );

  return (
    <Modal
      open
      title={t`Refund ${amount} to ${name}`}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>
            {check.state.phase === "idle" ? <Trans>Cancel</Trans> : <Trans>Close</Trans>}
          </Button>
          {check.state.phase === "idle" ? (
            <Button type="primary" loading={busy} onClick={submit} data-testid="complete-refund-submit">
              {i18n._(actionDefs.completeRefund.label)}
            </Button>
          ) : (
            <Button
              loading={busy}
              disabled={busy}
              onClick={() => void check.follow()}
              data-testid="refund-check-again"
            >
              <Trans>Check again</Trans>
            </Button>
          )}
        </Space>
      }
    >
      <Radio.Group
        className="adm-pay-routes"
        value={route}
        onChange={(event) => setRoute(event.target.value as RefundType)}
        disabled={check.state.phase !== "idle"}
        data-testid="refund-route"
      >
        {routes.map((value) => (
          <Radio key={value} value={value} data-testid={`refund-route-${routeTestIds[value]}`}>
            {i18n._(refundTypeLabels[value])}
            <div className="adm-sub">{notes[value]}</div>
          </Radio>
        ))}
      </Radio.Group>
      {route === RefundType.transfer && account?.bankNumberMasked && (
        <Descriptions
          size="small"
          bordered
          column={1}
          className="adm-pay-form-note"
          items={[
            { key: "name", label: t`Account holder`, children: account.name || "—" },
            { key: "bank", label: t`Bank`, children: account.bank || "—" },
            {
              key: "number",
              label: t`Account number`,
              children: <span className="adm-mono">{account.bankNumberMasked || "—"}</span>,
            },
          ]}
        />
      )}
      <CheckState state={check.state} />
      {action.isError && <Alert type="error" showIcon title={errorText(action.error)} />}
    </Modal>
  );
}

function CheckState({ state }: { state: ReturnType<typeof useRefundCheck>["state"] }) {
  const { t } = useLingui();
  if (state.phase === "checking")
    return (
      <div className="adm-pay-form-note" data-testid="refund-checking">
        <Trans>Waiting for the provider to confirm the refund…</Trans>
        <Progress
          percent={Math.round((state.attempt / refundCheckMax) * 100)}
          showInfo={false}
          size="small"
        />
      </div>
    );
  if (state.phase === "waiting")
    return (
      <Alert
        type="warning"
        showIcon
        className="adm-pay-form-note"
        data-testid="refund-waiting"
        title={t`The provider has not confirmed the refund yet. Check again later; the line stays “Refund in progress” until it does.`}
      />
    );
  if (state.phase === "failed")
    return <Alert type="error" showIcon className="adm-pay-form-note" title={errorText(state.error)} />;
  return null;
}
