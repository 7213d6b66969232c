import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "antd";
import { LoadError } from "#admin/components/LoadError";
import { PageHead } from "#admin/components/PageHead";
import { systemSettingsQuery } from "#admin/queries/system-settings";
import { ProviderStatusCard } from "#admin/settings/ProviderStatusCard";
import { SocietyForm } from "#admin/settings/SocietyForm";
import "#admin/settings/settings.css";

/**
 * The system settings of administrators of every conference: the society's identity (edited here, each
 * change audited) and the providers the server's environment configures (read-only).
 */
export function SystemSettingsPage() {
  const settings = useQuery(systemSettingsQuery());
  return (
    <div className="adm-page">
      <PageHead
        title={<Trans>System settings</Trans>}
        sub={
          <Trans>
            The society's identity as invoices, receipts and notices show it, and the providers in use.
          </Trans>
        }
        titleTestId="settings-title"
      />
      {settings.error ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <Skeleton active />
      ) : (
        <div className="adm-settings">
          <SocietyForm values={settings.data.values} />
          <ProviderStatusCard providers={settings.data.providers} />
        </div>
      )}
    </div>
  );
}
