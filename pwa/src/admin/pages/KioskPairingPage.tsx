import { DesktopOutlined } from "@ant-design/icons";
import { hasPermission } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useRouteContext } from "@tanstack/react-router";
import { Alert } from "antd";
import { ChooseConference } from "#admin/components/ChooseConference";
import { PageHead } from "#admin/components/PageHead";
import { KioskList } from "#admin/kiosk/KioskList";
import { PairingCard } from "#admin/kiosk/PairingCard";
import { PairingHelp } from "#admin/kiosk/PairingHelp";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { scopeOf } from "#admin/scope";

const route = getRouteApi("/$conferenceId/manager/home/kioskPairing");

/** Kiosk pairing: a short-lived code (with the settings PIN) that enrols a check-in machine, and the list of paired ones. */
export function KioskPairingPage() {
  const { t } = useLingui();
  const { conferenceId } = route.useParams();
  const { account } = useRouteContext({ from: "/$conferenceId/manager/home" });
  const canManage = hasPermission(account, "kiosks.manage");
  const scope = scopeOf(conferenceId);
  const conferences = useQuery(adminConferencesQuery());
  return (
    <div className="adm-page">
      <PageHead
        title={<Trans>Kiosk pairing</Trans>}
        sub={<Trans>Connect a check-in machine to a conference with a one-time code.</Trans>}
      />
      {scope === "all" ? (
        <ChooseConference
          page="kioskPairing"
          icon={<DesktopOutlined />}
          description={
            <Trans>A kiosk checks people in for one conference. Choose the conference first.</Trans>
          }
          testId="pairing-conference"
        />
      ) : (
        <div className="adm-kiosk-page">
          {canManage ? (
            <div className="adm-pairing">
              <PairingCard conferenceId={scope} conference={conferences.data?.find((c) => c.id === scope)} />
              <PairingHelp />
            </div>
          ) : (
            <Alert type="info" showIcon title={t`Only administrators pair and revoke kiosks.`} />
          )}
          <KioskList conferenceId={scope} canManage={canManage} />
        </div>
      )}
    </div>
  );
}
