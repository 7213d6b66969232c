import { type AdminRegistrationDetail, payStatusLabels, signInLabels } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Modal, Skeleton, Tag } from "antd";
import { registrationDetailQuery } from "#admin/queries/registrations";
import { payStatusColors } from "#admin/status-colors";
import { errorText } from "#api/errors";
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
    <Modal
      open={registrationId !== null}
      onCancel={onClose}
      width={960}
      centered
      destroyOnHidden
      title={detail.data ? <DialogTitle detail={detail.data} /> : t`Registration details`}
      footer={
        <Button onClick={onClose} data-testid="registration-detail-close">
          <Trans>Close</Trans>
        </Button>
      }
      styles={{ body: { maxHeight: "calc(100vh - 200px)", overflowY: "auto", paddingRight: 4 } }}
    >
      <div data-testid="registration-detail">
        {detail.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
        {detail.isError && (
          <Alert
            type="error"
            showIcon
            title={errorText(detail.error)}
            action={
              <Button size="small" onClick={() => void detail.refetch()}>
                <Trans>Retry</Trans>
              </Button>
            }
          />
        )}
        {detail.data && <DetailSections detail={detail.data} />}
      </div>
    </Modal>
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
