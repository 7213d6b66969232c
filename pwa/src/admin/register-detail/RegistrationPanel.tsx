import { type AdminRegistrationDetail, payStateLabels, signInLabels } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Button, Tag } from "antd";
import { CheckinActions } from "#admin/checkin/CheckinActions";
import { DetailModal } from "#admin/components/DetailModal";
import { checkinDetailQuery } from "#admin/queries/checkin";
import { registrationDetailQuery } from "#admin/queries/registrations";
import { payStateColors } from "#admin/status-colors";
import { PanelSections } from "./PanelSections";
import "#admin/checkin/checkin.css";

/**
 * The two modes of the detail panel (spec 002 §2, §6): full, from the registration list; check-only, from
 * the check-in list, where nothing changes a payment, an invoice, a message, a paper or the registration,
 * and the QR code, card number, sign-in and badge printing come first. Each reads the registration with its
 * list's rights (registrations.read, checkin.read).
 */
export type PanelMode = "full" | "check";

const testIds = { full: "registration-detail", check: "checkin-detail" } as const;

type Props = { registrationId: number | null; mode: PanelMode; onClose: () => void };

/** The registration detail panel: collapsible sections (PanelSections), personal numbers masked. */
export function RegistrationPanel({ registrationId, mode, onClose }: Props) {
  const { t } = useLingui();
  const testId = testIds[mode];
  const open = registrationId !== null;
  const full = useQuery({
    ...registrationDetailQuery(registrationId ?? 0),
    enabled: open && mode === "full",
  });
  const check = useQuery({ ...checkinDetailQuery(registrationId ?? 0), enabled: open && mode === "check" });
  const detail = mode === "full" ? full : check;
  return (
    <DetailModal
      open={registrationId !== null}
      onClose={onClose}
      width={960}
      title={detail.data ? <PanelTitle detail={detail.data} mode={mode} /> : t`Registration details`}
      footer={
        <Button onClick={onClose} data-testid={`${testId}-close`}>
          <Trans>Close</Trans>
        </Button>
      }
      testId={testId}
      detail={detail}
    >
      {(data) => (
        <>
          {mode === "check" && <CheckinActions detail={data} checkOnly />}
          <PanelSections detail={data} mode={mode} />
        </>
      )}
    </DetailModal>
  );
}

function PanelTitle({ detail, mode }: { detail: AdminRegistrationDetail; mode: PanelMode }) {
  const { i18n } = useLingui();
  return (
    <span className="adm-detail-title">
      {detail.name}
      {detail.nameEn && detail.nameEn !== detail.name && <span className="adm-sub">{detail.nameEn}</span>}
      <Tag color={payStateColors[detail.payState]} variant="outlined" data-testid="panel-pay-state">
        {i18n._(payStateLabels[detail.payState])}
      </Tag>
      <Tag
        color={detail.isSignIn ? "success" : "default"}
        variant="outlined"
        data-testid={mode === "check" ? "checkin-signed" : undefined}
      >
        {i18n._(signInLabels[detail.isSignIn ? 1 : 0])}
      </Tag>
    </span>
  );
}
