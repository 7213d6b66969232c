import { Trans, useLingui } from "@lingui/react/macro";
import type { PointerEvent } from "react";

type Props = {
  onKey: (key: string) => void;
  onBackspace: () => void;
  onClear: () => void;
  onSearch: () => void;
  canSearch: boolean;
};

const keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "X", "0"];

/** Pressing a key must not take the focus from the search box, where the scanner types. */
const keepFocus = (event: PointerEvent) => event.preventDefault();

/** An on-screen keypad for touch screens: digits, X (the check character), backspace, clear, search. */
export function Keypad({ onKey, onBackspace, onClear, onSearch, canSearch }: Props) {
  const { t } = useLingui();
  return (
    <div className="keypad" data-testid="keypad">
      {keys.map((key) => (
        <button
          key={key}
          type="button"
          className="key"
          tabIndex={-1}
          onPointerDown={keepFocus}
          onClick={() => onKey(key)}
        >
          {key}
        </button>
      ))}
      <button
        type="button"
        className="key key-muted"
        tabIndex={-1}
        aria-label={t`Delete the last character`}
        onPointerDown={keepFocus}
        onClick={onBackspace}
      >
        ⌫
      </button>
      <button
        type="button"
        className="key key-muted key-clear"
        tabIndex={-1}
        onPointerDown={keepFocus}
        onClick={onClear}
      >
        <Trans>Clear</Trans>
      </button>
      <button
        type="button"
        className="key key-primary key-search"
        data-testid="search-submit"
        tabIndex={-1}
        onPointerDown={keepFocus}
        onClick={onSearch}
        disabled={!canSearch}
      >
        <Trans>Search</Trans>
      </button>
    </div>
  );
}
