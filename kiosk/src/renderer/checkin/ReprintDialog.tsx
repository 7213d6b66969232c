import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";

type Props = { name: string; onPrint: (reason: string) => void; onClose: () => void };

/** A second badge for the same person: the reason goes into the server's print log (a reprint). */
export function ReprintDialog({ name, onPrint, onClose }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [reason, setReason] = useState("");
  const suggestions = [t`Badge lost`, t`Badge damaged`, t`Details corrected`];
  const ready = reason.trim().length > 0;
  return (
    <div className="overlay" role="presentation">
      <form
        className="dialog dialog-narrow"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        data-testid="reprint-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) onPrint(reason.trim());
        }}
      >
        <header className="dialog-head">
          <h2 id={`${id}-title`}>
            <Trans>Print the badge again</Trans>
          </h2>
        </header>
        <p>
          <Trans>A badge for {name} was already printed. Why is another one needed?</Trans>
        </p>
        <div className="button-row">
          {suggestions.map((text) => (
            <button key={text} type="button" className="button chip" onClick={() => setReason(text)}>
              {text}
            </button>
          ))}
        </div>
        <label className="field" htmlFor={id}>
          <span>
            <Trans>Reason</Trans>
          </span>
          <input
            id={id}
            data-testid="reprint-reason"
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
            // biome-ignore lint/a11y/noAutofocus: the dialog exists to ask this one thing.
            autoFocus
          />
        </label>
        <div className="button-row dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            className="button button-primary"
            data-testid="reprint-confirm"
            disabled={!ready}
          >
            <Trans>Print again</Trans>
          </button>
        </div>
      </form>
    </div>
  );
}
