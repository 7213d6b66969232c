import { type AdminRegistrationDetail, payStatusLabels, signInLabels } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Button, Tag } from "antd";
import { DetailModal } from "#admin/components/DetailModal";
import { registrationDetailQuery } from "#admin/queries/registrations";
import { payStatusColors } from "#admin/status-colors";
import { DetailSections } from "./DetailSections";

type Props = { registrationId: number | null; onClose: () => void };

/** The registration detail panel, read-only (spec 002 §2): one section per subject, personal numbers masked. */
export function RegistrationDetailDialog({ registrationId, onClose }: Props) {
  const { t } = useLingui();
  const detail = useQuery({
    ...registrationDetailQuery(registrationId ?? 0),
    enabled: registrationId !== null,
  });
  return (
    <DetailModal
      open={registrationId !== null}
      onClose={onClose}
      width={960}
      title={detail.data ? <DialogTitle detail={detail.data} /> : t`Registration details`}
      footer={
        <Button onClick={onClose} data-testid="registration-detail-close">
          <Trans>Close</Trans>
        </Button>
      }
      testId="registration-detail"
      detail={detail}
    >
      {(data) => <DetailSections detail={data} />}
    </DetailModal>
  );
}

function DialogTitle({ detail }: { detail: AdminRegistrationDetail }) {
  const { i18n } = useLingui();
  return (
    <span className="adm-detail-title">
      {detail.name}
      {detail.nameEn && detail.nameEn !== detail.name && <span className="adm-sub">{detail.nameEn}</span>}
      <Tag color={payStatusColors[detail.payStatus]} variant="outlined">
        {i18n._(payStatusLabels[detail.payStatus])}
      </Tag>
      <Tag color={detail.isSignIn ? "success" : "default"} variant="outlined">
        {i18n._(signInLabels[detail.isSignIn ? 1 : 0])}
      </Tag>
    </span>
  );
}
