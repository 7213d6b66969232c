import { type InvoiceType, invoiceTypeLabels, type SavedInvoice } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Dialog } from "antd-mobile";
import { errorText } from "#api/errors";
import { useSignedInArea } from "#attendee/attendee-context";
import { CardAction } from "#attendee/components/CardHead";
import { showToast } from "#attendee/components/toast";
import { useDeleteSavedInvoice } from "#attendee/queries/saved-invoices";

type Props = {
  saved: readonly SavedInvoice[];
  chosenId: number | null;
  choose: (saved: SavedInvoice) => void;
  /** Opens the editor: a saved invoice, or null to add one. */
  edit: (saved: SavedInvoice | null) => void;
  /** After the chosen one was deleted. */
  deleted: (id: number) => void;
};

/** The account's saved common invoices to choose from, each with Edit and Delete, and Add. */
export function SavedInvoiceList({ saved, chosenId, choose, edit, deleted }: Props) {
  const { t, i18n } = useLingui();
  const { account } = useSignedInArea();
  const remove = useDeleteSavedInvoice(account.id);
  const typeName = (type: InvoiceType) => i18n._(invoiceTypeLabels[type]);

  const confirmDelete = async (row: SavedInvoice) => {
    const name = row.invoiceTitle || row.registree;
    const sure = await Dialog.confirm({
      content: t`Delete the saved invoice "${name}"?`,
      confirmText: t`Delete`,
      cancelText: t`Cancel`,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(row.id);
      deleted(row.id);
    } catch (error) {
      showToast({ icon: "fail", content: errorText(error) });
    }
  };

  return (
    <div className="att-saved-invoices" data-testid="saved-invoices">
      {saved.length === 0 && (
        <p className="att-muted" data-testid="saved-invoices-none">
          <Trans>You have no saved invoices yet.</Trans>
        </p>
      )}
      {saved.map((row) => (
        <div
          key={row.id}
          className={row.id === chosenId ? "att-saved-invoice is-chosen" : "att-saved-invoice"}
        >
          <button
            type="button"
            className="att-saved-invoice-pick"
            aria-pressed={row.id === chosenId}
            onClick={() => choose(row)}
            data-testid={`saved-invoice-${row.id}`}
          >
            <strong>{row.invoiceTitle || row.registree}</strong>
            <span>
              {[typeName(row.invoiceType), row.taxpayerNumber || row.unit].filter(Boolean).join(" · ")}
            </span>
          </button>
          <span className="att-saved-invoice-actions">
            <button
              type="button"
              className="att-link"
              onClick={() => edit(row)}
              data-testid={`saved-invoice-${row.id}-edit`}
            >
              <Trans>Edit</Trans>
            </button>
            <button
              type="button"
              className="att-link is-danger"
              onClick={() => void confirmDelete(row)}
              data-testid={`saved-invoice-${row.id}-delete`}
            >
              <Trans>Delete</Trans>
            </button>
          </span>
        </div>
      ))}
      <CardAction
        label={<Trans>Add a saved invoice</Trans>}
        onClick={() => edit(null)}
        testId="saved-invoice-add"
      />
    </div>
  );
}
