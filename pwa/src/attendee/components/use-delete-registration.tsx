import { useLingui } from "@lingui/react/macro";
import { Dialog, Toast } from "antd-mobile";
import { ApiClientError, errorText } from "#api/errors";
import { useSessionExpiry } from "#attendee/lib/use-session-expiry";
import { useDeleteRegistration } from "#attendee/queries/registrations";

/** A dialog with a red confirm button; resolves true when confirmed. */
function confirmDanger(options: { title: string; content: string; confirmText: string; cancelText: string }) {
  return new Promise<boolean>((resolve) => {
    Dialog.show({
      title: options.title,
      content: <span data-testid="delete-dialog-text">{options.content}</span>,
      closeOnAction: true,
      onClose: () => resolve(false),
      actions: [
        [
          { key: "cancel", text: options.cancelText, onClick: () => resolve(false) },
          {
            key: "confirm",
            text: <span data-testid="delete-confirm">{options.confirmText}</span>,
            danger: true,
            bold: true,
            onClick: () => resolve(true),
          },
        ],
      ],
    });
  });
}

/**
 * Deleting a registration: a confirmation naming it (spec 000 §5), then 删除成功! / 删除失败! (spec 000 §8).
 * Resolves true once it is deleted.
 */
export function useDeleteWithConfirm() {
  const { t } = useLingui();
  const remove = useDeleteRegistration();
  const sessionExpired = useSessionExpiry();
  const run = async (registration: { id: number; name: string }): Promise<boolean> => {
    const name = registration.name;
    const confirmed = await confirmDanger({
      title: t`Delete registration`,
      content: t`Delete the registration of ${name}? This cannot be undone.`,
      confirmText: t`Delete`,
      cancelText: t`Cancel`,
    });
    if (!confirmed) return false;
    try {
      await remove.mutateAsync(registration.id);
      Toast.show({ icon: "success", content: t`Deleted successfully!` });
      return true;
    } catch (error) {
      const reason = errorText(error);
      const content =
        error instanceof ApiClientError && error.code === "REGISTRATION_NOT_DELETABLE"
          ? reason
          : t`Delete failed! ${reason}`;
      Toast.show({ icon: "fail", content });
      sessionExpired(error);
      return false;
    }
  };
  return { run, pending: remove.isPending };
}
