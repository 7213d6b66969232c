import { DesktopOutlined } from "@ant-design/icons";
import { type AdminConference, hasPermission } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useRouteContext } from "@tanstack/react-router";
import { Alert, Card, Empty, Select } from "antd";
import { PageHead } from "#admin/components/PageHead";
import { titleOf, useAdminLocale } from "#admin/format";
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
        <ChooseConference conferences={conferences.data} loading={conferences.isPending} />
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
