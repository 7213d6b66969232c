import { DownOutlined } from "@ant-design/icons";
import { type AdminPaymentRow, hasPermission } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Dropdown, Space } from "antd";
import type { ReactNode } from "react";
import { useAdminAccount } from "#admin/permissions";
import { type AdminAction, actionDefs, actionsFor } from "./actions";

/** The actions this account may take on the line at its status (machine and permissions). */
export function useLineActions(line: Pick<AdminPaymentRow, "actions">): AdminAction[] {
  const account = useAdminAccount();
  return actionsFor(line, (permission) => hasPermission(account, permission));
}

type Props = {
  line: AdminPaymentRow;
  onChoose: (action: AdminAction) => void;
  size?: "small" | "middle";
  /** The first action stands out in the detail dialog's footer; a table row keeps them all quiet. */
  primary?: boolean;
  /** What shows when the line allows nothing (a table cell says so; a footer shows nothing). */
  none?: ReactNode;
};

/**
 * One button per common action the line allows, and the rest (the direct refund) under "More", away from
 * them and never red; nothing when it allows none (a paid online line for staff).
 */
export function ActionButtons({ line, onChoose, size = "small", primary = false, none = null }: Props) {
  const { i18n } = useLingui();
  const actions = useLineActions(line);
  if (actions.length === 0) return none;
  const common = actions.filter((action) => !actionDefs[action].more);
  const more = actions.filter((action) => actionDefs[action].more);
  return (
    <Space size={4} wrap className="adm-pay-actions">
      {common.map((action, index) => {
        const def = actionDefs[action];
        return (
          <Button
            key={action}
            size={size}
            type={primary && index === 0 ? "primary" : size === "small" ? "link" : "default"}
            danger={def.danger}
            onClick={() => onChoose(action)}
            data-testid={`payment-action-${action}`}
            data-line-id={line.id}
          >
            {i18n._(def.label)}
          </Button>
        );
      })}
      {more.length > 0 && (
        <Dropdown
          trigger={["click"]}
          menu={{
            items: more.map((action) => ({
              key: action,
              label: (
                <span data-testid={`payment-action-${action}`} data-line-id={line.id}>
                  {i18n._(actionDefs[action].label)}
                </span>
              ),
            })),
            onClick: ({ key }) => onChoose(key as AdminAction),
          }}
        >
          <Button
            size={size}
            type={size === "small" ? "text" : "default"}
            data-testid="payment-action-more"
            data-line-id={line.id}
          >
            <Trans>More actions</Trans>
            <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
