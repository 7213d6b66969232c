import { ApiOutlined, DesktopOutlined, LinkOutlined } from "@ant-design/icons";
import type { AdminConference, PairingCode } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Alert, Button, Card, Empty, Progress, Select, Typography } from "antd";
import { useEffect, useState } from "react";
import { titleOf, useAdminLocale } from "#admin/format";
import { PairingHelp } from "#admin/kiosk/PairingHelp";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { useIssuePairingCode } from "#admin/queries/kiosk-pairings";
import { scopeOf } from "#admin/scope";
import { brandBlue } from "#admin/theme";
import { errorText } from "#api/errors";

const route = getRouteApi("/$conferenceId/manager/home/kioskPairing");

/** Kiosk pairing: a short-lived code that enrols a check-in machine for one conference. */
export function KioskPairingPage() {
  const { conferenceId } = route.useParams();
  const scope = scopeOf(conferenceId);
  const conferences = useQuery(adminConferencesQuery());
  return (
    <div className="adm-page">
      <div className="adm-page-head">
        <div>
          <h1 className="adm-page-title">
            <Trans>Kiosk pairing</Trans>
          </h1>
          <p className="adm-page-sub">
            <Trans>Connect a check-in machine to a conference with a one-time code.</Trans>
          </p>
        </div>
      </div>
      {scope === "all" ? (
        <ChooseConference conferences={conferences.data} loading={conferences.isPending} />
      ) : (
        <Pairing conferenceId={scope} conference={conferences.data?.find((c) => c.id === scope)} />
      )}
    </div>
  );
}

/** A code belongs to one conference: in the all-conferences scope, pick one first. */
function ChooseConference({
  conferences,
  loading,
}: {
  conferences: AdminConference[] | undefined;
  loading: boolean;
}) {
  const { t } = useLingui();
  const locale = useAdminLocale();
  const navigate = route.useNavigate();
  return (
    <Card className="adm-card adm-pairing-choose">
      <Empty
        image={<DesktopOutlined className="adm-pairing-empty-icon" />}
        description={<Trans>A kiosk checks people in for one conference. Choose the conference first.</Trans>}
      >
        <Select
          className="adm-pairing-select"
          placeholder={t`Choose a conference`}
          loading={loading}
          showSearch={{ optionFilterProp: "label" }}
          options={(conferences ?? []).map((c) => ({
            value: String(c.id),
            label: `${titleOf(c.title, locale)} · ${c.year}`,
          }))}
          onChange={(id: string) => void navigate({ params: { conferenceId: id } })}
          data-testid="pairing-conference"
        />
      </Empty>
    </Card>
  );
}

function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

function Pairing({
  conferenceId,
  conference,
}: {
  conferenceId: number;
  conference: AdminConference | undefined;
}) {
  const { t } = useLingui();
  const locale = useAdminLocale();
  const issue = useIssuePairingCode(conferenceId);
  const [issued, setIssued] = useState<{ code: PairingCode; at: number } | null>(null);
  const now = useNow(issued !== null);

  const remaining = issued ? Date.parse(issued.code.expiresAt) - now : 0;
  const lifetime = issued ? Math.max(1, Date.parse(issued.code.expiresAt) - issued.at) : 1;
  const expired = issued !== null && remaining <= 0;
  const timeLeft = clock(remaining);

  const request = () => issue.mutate(undefined, { onSuccess: (code) => setIssued({ code, at: Date.now() }) });

  return (
    <div className="adm-pairing">
      <Card className="adm-card adm-pairing-code-card">
        <div className="adm-pairing-conference">
          {conference ? titleOf(conference.title, locale) : <Trans>Conference {conferenceId}</Trans>}
        </div>
        {issued && !expired ? (
          <>
            <div className="adm-pairing-label">
              <Trans>Pairing code</Trans>
            </div>
            <Typography.Text
              className="adm-pairing-code"
              copyable={{ text: issued.code.code, tooltips: [t`Copy code`, t`Copied`] }}
              data-testid="pairing-code"
            >
              {issued.code.code}
            </Typography.Text>
            <Progress
              percent={Math.round((remaining / lifetime) * 100)}
              showInfo={false}
              size="small"
              status="normal"
              strokeColor={remaining < 60_000 ? "#dc2626" : brandBlue}
              className="adm-pairing-progress"
            />
            <div className="adm-pairing-expiry" data-testid="pairing-expiry">
              <Trans>Expires in {timeLeft}</Trans>
            </div>
          </>
        ) : (
          <div className="adm-pairing-idle">
            <ApiOutlined className="adm-pairing-idle-icon" />
            <p>
              {expired ? (
                <Trans>The code has expired. Issue a new one.</Trans>
              ) : (
                <Trans>Issue a code, then type it on the check-in machine.</Trans>
              )}
            </p>
          </div>
        )}
        {issue.isError && (
          <Alert type="error" showIcon title={errorText(issue.error)} className="adm-pairing-error" />
        )}
        <Button
          type={issued && !expired ? "default" : "primary"}
          size="large"
          icon={<LinkOutlined />}
          loading={issue.isPending}
          onClick={request}
          data-testid="pairing-issue"
        >
          {issued ? <Trans>Issue a new code</Trans> : <Trans>Issue pairing code</Trans>}
        </Button>
      </Card>

      <PairingHelp />
    </div>
  );
}
