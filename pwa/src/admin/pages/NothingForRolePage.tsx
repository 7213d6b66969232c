import { adminRoleLabels } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Result } from "antd";
import { useAdminAccount } from "#admin/permissions";

/**
 * The landing page of a role with no back-office page yet (check-in staff until the check-in list
 * exists): it says so plainly instead of showing a page the server would refuse.
 */
export function NothingForRolePage() {
  const { i18n } = useLingui();
  const account = useAdminAccount();
  const role = i18n._(adminRoleLabels[account.role]);
  return (
    <div className="adm-page" data-testid="nothing-for-role">
      <Result
        status="info"
        title={<Trans>Nothing for your role here yet</Trans>}
        subTitle={
          <Trans>
            Your account ({role}) has no pages in the back office yet. Check-in and badge printing are done at
            the check-in kiosks; the check-in list will appear here when it is ready.
          </Trans>
        }
      />
    </div>
  );
}
