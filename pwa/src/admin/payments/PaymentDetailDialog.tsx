import { type AdminPaymentDetail, payStateLabels } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Button, Tag } from "antd";
import { DetailModal } from "#admin/components/DetailModal";
import { paymentDetailQuery } from "#admin/queries/payments";
import { payStateColors } from "#admin/status-colors";
import { ActionButtons } from "./ActionButtons";
import type { AdminAction } from "./actions";
import { PaymentDetailBody } from "./PaymentDetailBody";

type Props = {
  lineId: number | null;
  onClose: () => void;
  onAction: (line: AdminPaymentDetail, action: AdminAction) => void;
};

/** payDetail (spec 002 §2): one payment line with everything about it, and what may be done with it now. */
export function PaymentDetailDialog({ lineId, onClose, onAction }: Props) {
  const { t } = useLingui();
  const detail = useQuery({ ...paymentDetailQuery(lineId ?? 0), enabled: lineId !== null });
  const line = detail.data;
  return (
    <DetailModal
      open={lineId !== null}
      onClose={onClose}
      width={880}
      title={line ? <DialogTitle detail={line} /> : t`Payment details`}
      footer={
        <div className="adm-pay-detail-footer">
          {line && <ActionButtons line={line} size="middle" primary onChoose={(a) => onAction(line, a)} />}
          <Button onClick={onClose} data-testid="payment-detail-close">
            <Trans>Close</Trans>
          </Button>
        </div>
      }
      testId="payment-detail"
      detail={detail}
    >
      {(data) => <PaymentDetailBody detail={data} />}
    </DetailModal>
  );
}

function DialogTitle({ detail }: { detail: AdminPaymentDetail }) {
  const { i18n } = useLingui();
  return (
    <span className="adm-detail-title">
      {detail.name}
      <Tag color={payStateColors[detail.payState]} variant="outlined" data-testid="payment-detail-status">
        {i18n._(payStateLabels[detail.payState])}
      </Tag>
    </span>
  );
}
