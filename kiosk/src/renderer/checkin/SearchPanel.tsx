import { Trans, useLingui } from "@lingui/react/macro";
import {
  type KeyboardEvent,
  lazy,
  type RefObject,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { bridge } from "#renderer/host";
import type { ScanSource } from "#renderer/lookup/lookup";
import { ScanBuffer } from "#renderer/scan/scan-buffer";
import { Keypad } from "./Keypad";

/** The camera scanner and its library load when first opened: the screen's bundle stays as it was. */
const CameraDialog = lazy(() => import("#renderer/scan/CameraDialog"));

/** The longest thing typed or scanned into the box: a registration QR code's payload is up to 122 characters. */
const maxInput = 160;

type Props = {
  inputRef: RefObject<HTMLInputElement | null>;
  onScan: (value: string, source: ScanSource) => void;
  busy: boolean;
  /** While a dialog is open the box lets go of the focus. */
  holdFocus: boolean;
  isCard: boolean;
};

/**
 * The search box: it keeps the focus (a scanner types into whatever is focused), takes a scanner's burst with
 * or without Enter, typing, or the on-screen keypad, and clears itself after each submission. "Scan with
 * camera" reads a registration QR code with the camera; the code goes the way of a scanned one.
 */
export function SearchPanel({ inputRef, onScan, busy, holdFocus, isCard }: Props) {
  const { t } = useLingui();
  const inputId = useId();
  const [value, setValue] = useState("");
  /**
   * The box asks for no on-screen keyboard (scanners and the keypad type into it) until staff want to type
   * a name on a touch screen; after the search it goes back.
   */
  const [typing, setTyping] = useState(false);
  const [camera, setCamera] = useState(false);
  /** The camera dialog has the keyboard while it is open. */
  const hold = holdFocus && !camera;
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
          onScanRef.current(scan, "box");
        },
      }),
  );

  useEffect(() => () => buffer.dispose(), [buffer]);
  useEffect(() => bridge?.onScan((line) => buffer.external(line)), [buffer]);
  useEffect(() => {
    if (hold) inputRef.current?.focus();
  }, [hold, inputRef]);

  const update = (next: string) => {
    setValue(next);
    buffer.change(next);
  };
  const submit = () => {
    buffer.enter(value);
    setValue("");
    setTyping(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    submit();
  };
  const refocus = () => {
    if (hold) setTimeout(() => inputRef.current?.focus(), 0);
  };

  return (
    <section className="search-panel" aria-labelledby={`${inputId}-label`}>
      <label id={`${inputId}-label`} htmlFor={inputId} className="search-label">
        {isCard ? (
          <Trans>Scan the ID card or QR code, or type the ID number, card number or name</Trans>
        ) : (
          <Trans>Scan the ID card or QR code, or type the ID number or name</Trans>
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
          inputMode={typing ? "text" : "none"}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={maxInput}
          placeholder={t`ID number, or name, pinyin or initials`}
          aria-busy={busy}
        />
        <div className="search-tools">
          <button
            type="button"
            className={`button name-key ${typing ? "is-on" : ""}`}
            data-testid="type-name"
            aria-pressed={typing}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => {
              setTyping(!typing);
              // The new input mode takes effect when the box gains the focus again.
              inputRef.current?.blur();
              setTimeout(() => inputRef.current?.focus(), 0);
            }}
          >
            <Trans>Type a name</Trans>
          </button>
          <button
            type="button"
            className="button camera-key"
            data-testid="scan-camera"
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => setCamera(true)}
          >
            <Trans>Scan with camera</Trans>
          </button>
        </div>
      </div>
      <Keypad
        onKey={(key) => update(`${value}${key}`)}
        onBackspace={() => update(value.slice(0, -1))}
        onClear={() => update("")}
        onSearch={submit}
        canSearch={value.trim().length > 0 && !busy}
      />
      {camera && (
        <Suspense fallback={null}>
          <CameraDialog
            onDecoded={(text) => {
              setCamera(false);
              onScanRef.current(text, "camera");
            }}
            onClose={() => setCamera(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
