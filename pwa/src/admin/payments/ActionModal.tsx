import type { AdminPaymentRow } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Alert, App, Modal } from "antd";
import type { ReactNode } from "react";
import { type PaymentActionRequest, usePaymentAction } from "#admin/queries/payments";
import { errorText } from "#api/errors";
import { type AdminAction, actionDefs } from "./actions";

/**
 * An action on a line, sent from its dialog: when it works, the action's toast and the dialog closes;
 * when it fails, the mutation's error shows in the dialog (`ActionModal`).
 */
export function useLineAction(line: AdminPaymentRow, action: AdminAction, onClose: () => void) {
  const { i18n } = useLingui();
  const { message } = App.useApp();
  const mutation = usePaymentAction(line.id);
  const run = (request: PaymentActionRequest) =>
    mutation.mutate(request, {
      onSuccess: () => {
        void message.success(i18n._(actionDefs[action].done));
        onClose();
      },
    });
  return { mutation, run };
}

type Props = {
  action: AdminAction;
  title: string;
  /** The OK button's `data-testid`. */
  okTestId: string;
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  onOk: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** An action's dialog: OK says the action (red where it refuses or cannot be undone), Cancel closes. */
export function ActionModal({ action, title, okTestId, mutation, onOk, onClose, children }: Props) {
  const { t, i18n } = useLingui();
  const def = actionDefs[action];
  return (
    <Modal
      open
      title={title}
      okText={i18n._(def.label)}
      cancelText={t`Cancel`}
      okButtonProps={{ danger: def.danger, ...{ "data-testid": okTestId } }}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      destroyOnHidden
    >
      {children}
      {mutation.isError && <Alert type="error" showIcon title={errorText(mutation.error)} />}
    </Modal>
  );
}
