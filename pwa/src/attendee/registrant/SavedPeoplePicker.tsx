import type { SavedRegistrantValues, SavedRegistrantView } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Button, Dialog, Popup } from "antd-mobile";
import { useState } from "react";
import { errorText } from "#api/errors";
import { showToast } from "#attendee/components/toast";
import { useSessionExpiry } from "#attendee/lib/use-session-expiry";
import { fetchSavedPerson, savedPeopleQuery, useDeletePerson } from "./people-queries";
import { type PersonFormValues, personFormValues } from "./person-values";
import { SavedPersonForm } from "./SavedPersonForm";
import "./registrant.css";

type Props = {
  studentCardLabel: string;
  /** Fills the registrant fields (and card images) with the chosen person's values. */
  onChoose: (values: PersonFormValues) => void;
};

type Editing = { id: number; values: PersonFormValues } | null;

/**
 * "Choose a saved person" (spec 000 §2): the account's saved people, masked, each to use, edit or delete
 * (with a confirmation), and a new one to add. Choosing one fills the form.
 */
export function SavedPeoplePicker({ studentCardLabel, onChoose }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<Editing | "new" | undefined>(undefined);
  const [busy, setBusy] = useState<number | null>(null);
  const people = useQuery({ ...savedPeopleQuery(), enabled: open });
  const remove = useDeletePerson();
  const sessionExpired = useSessionExpiry();

  const failed = (error: unknown) => {
    const reason = errorText(error);
    if (!sessionExpired(error)) showToast({ icon: "fail", content: reason });
  };
  /** The person's values as entered: the list shows them masked. */
  const load = async (id: number, then: (person: SavedRegistrantValues) => void) => {
    setBusy(id);
    try {
      then(await fetchSavedPerson(id));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  const choose = (id: number) =>
    load(id, (person) => {
      onChoose(personFormValues(person));
      setOpen(false);
    });
  const edit = (id: number) => load(id, (person) => setEditing({ id, values: personFormValues(person) }));
  const confirmDelete = async (person: SavedRegistrantView) => {
    const name = person.name;
    const confirmed = await Dialog.confirm({
      content: <span data-testid="saved-person-delete-text">{t`Delete the saved person ${name}?`}</span>,
      confirmText: <span data-testid="saved-person-delete-confirm">{t`Delete`}</span>,
      cancelText: t`Cancel`,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(person.id);
      showToast({ icon: "success", content: t`Deleted successfully!` });
    } catch (error) {
      failed(error);
    }
  };

  const list = people.data ?? [];
  return (
    <>
      <Button size="small" shape="rounded" onClick={() => setOpen(true)} data-testid="saved-people-open">
        <Trans>Choose a saved person</Trans>
      </Button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyClassName="att-people-sheet"
        destroyOnClose
      >
        <div className="att-sheet-head">
          <h2 className="att-people-title">
            {editing === undefined ? (
              <Trans>Saved people</Trans>
            ) : editing === "new" ? (
              <Trans>Add a person</Trans>
            ) : (
              <Trans>Edit person</Trans>
            )}
          </h2>
          <button
            type="button"
            className="att-link"
            onClick={() => (editing === undefined ? setOpen(false) : setEditing(undefined))}
            data-testid="saved-people-close"
          >
            {editing === undefined ? <Trans>Close</Trans> : <Trans>Back</Trans>}
          </button>
        </div>
        <div className="att-people-body" data-testid="saved-people">
          {editing !== undefined ? (
            <SavedPersonForm
              editing={editing === "new" ? null : editing}
              studentCardLabel={studentCardLabel}
              onDone={() => setEditing(undefined)}
            />
          ) : (
            <>
              {people.isPending && (
                <p className="att-muted">
                  <Trans>Loading…</Trans>
                </p>
              )}
              {!people.isPending && list.length === 0 && (
                <p className="att-muted" data-testid="saved-people-empty">
                  <Trans>No saved people yet. Add one, or tick "Save this person" when you submit.</Trans>
                </p>
              )}
              <ul className="att-people-list">
                {list.map((person) => (
                  <li key={person.id} className="att-people-item" data-testid={`saved-person-${person.id}`}>
                    <div className="att-people-who">
                      <strong data-testid="saved-person-name">{person.name}</strong>
                      <span>
                        {[person.unit, person.phoneMasked, person.email].filter(Boolean).join(" · ")}
                      </span>
                    </div>
                    <div className="att-people-actions">
                      <Button
                        size="mini"
                        color="primary"
                        shape="rounded"
                        loading={busy === person.id}
                        onClick={() => void choose(person.id)}
                        data-testid="saved-person-use"
                      >
                        <Trans>Use</Trans>
                      </Button>
                      <Button
                        size="mini"
                        shape="rounded"
                        onClick={() => void edit(person.id)}
                        data-testid="saved-person-edit"
                      >
                        <Trans>Edit</Trans>
                      </Button>
                      <Button
                        size="mini"
                        fill="none"
                        color="danger"
                        onClick={() => void confirmDelete(person)}
                        data-testid="saved-person-delete"
                      >
                        <Trans>Delete</Trans>
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              <Button block shape="rounded" onClick={() => setEditing("new")} data-testid="saved-person-add">
                <Trans>Add a person</Trans>
              </Button>
            </>
          )}
        </div>
      </Popup>
    </>
  );
}
