import { adminRoleLabels } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Result } from "antd";
import { useAdminAccount } from "#admin/permissions";

/**
 * The landing page of an account whose permissions open no back-office page: it says so plainly instead of
 * showing a page the server would refuse.
 */
export function NothingForRolePage() {
  const { i18n } = useLingui();
  const account = useAdminAccount();
  const role = i18n._(adminRoleLabels[account.role]);
  return (
    <div className="adm-page" data-testid="nothing-for-role">
      <Result
        status="info"
        title={<Trans>Nothing for your role here</Trans>}
        subTitle={
          <Trans>
            Your account ({role}) opens no page of the back office. Ask an administrator of the conference for
            the permissions you need.
          </Trans>
        }
      />
    </div>
  );
}
