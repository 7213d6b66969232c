import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { bridge } from "#renderer/host";
import { ScanBuffer } from "#renderer/scan/scan-buffer";
import { Keypad } from "./Keypad";

type Props = {
  inputRef: RefObject<HTMLInputElement | null>;
  onScan: (value: string) => void;
  busy: boolean;
  /** While a dialog is open the box lets go of the focus. */
  holdFocus: boolean;
  isCard: boolean;
};

/**
 * The search box: it keeps the focus (a scanner types into whatever is focused), takes a scanner's burst with
 * or without Enter, typing, or the on-screen keypad, and clears itself after each submission.
 */
export function SearchPanel({ inputRef, onScan, busy, holdFocus, isCard }: Props) {
  const { t } = useLingui();
  const inputId = useId();
  const [value, setValue] = useState("");
  // The buffer lives as long as the panel; it calls the latest onScan through this ref.
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });
  const [buffer] = useState(
    () =>
      new ScanBuffer({
        onSubmit: (scan) => {
          setValue("");
          onScanRef.current(scan);
        },
      }),
  );

  useEffect(() => () => buffer.dispose(), [buffer]);
  useEffect(() => bridge?.onScan((line) => buffer.external(line)), [buffer]);
  useEffect(() => {
    if (holdFocus) inputRef.current?.focus();
  }, [holdFocus, inputRef]);

  const update = (next: string) => {
    setValue(next);
    buffer.change(next);
  };
  const submit = () => {
    buffer.enter(value);
    setValue("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    submit();
  };
  const refocus = () => {
    if (holdFocus) setTimeout(() => inputRef.current?.focus(), 0);
  };

  return (
    <section className="search-panel" aria-labelledby={`${inputId}-label`}>
      <label id={`${inputId}-label`} htmlFor={inputId} className="search-label">
        {isCard ? (
          <Trans>Scan the ID card, or type the ID number or card number</Trans>
        ) : (
          <Trans>Scan the ID card, or type the ID number</Trans>
        )}
      </label>
      <div className="search-row">
        <input
          id={inputId}
          ref={inputRef}
          className="search-input"
          data-testid="search-input"
          value={value}
          onChange={(e) => update(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={refocus}
          inputMode="none"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={24}
          placeholder={t`18-character ID number`}
          aria-busy={busy}
        />
      </div>
      <Keypad
        onKey={(key) => update(`${value}${key}`)}
        onBackspace={() => update(value.slice(0, -1))}
        onClear={() => update("")}
        onSearch={submit}
        canSearch={value.trim().length > 0 && !busy}
      />
    </section>
  );
}
