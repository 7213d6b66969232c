import { Trans, useLingui } from "@lingui/react/macro";
import { CheckList, Popup, SearchBar } from "antd-mobile";
import { useState } from "react";
import { ChevronRightIcon } from "./icons";
import "./choice-field.css";

export type ChoiceOption<T extends string | number> = { value: T; label: string; keywords?: string };

type Props<T extends string | number> = {
  value?: T;
  onChange?: (value: T) => void;
  options: readonly ChoiceOption<T>[];
  placeholder: string;
  /** The popup's heading: what is being chosen. */
  title: string;
  /** Long lists (countries) get a search box. */
  searchable?: boolean;
  testId: string;
};

/**
 * One choice from a list, for antd-mobile forms: a row showing the choice, and a bottom sheet listing the
 * options (with a search box for long lists). Form.Item passes `value` and `onChange`.
 */
export function ChoiceField<T extends string | number>({
  value,
  onChange,
  options,
  placeholder,
  title,
  searchable = false,
  testId,
}: Props<T>) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const selected = options.find((option) => option.value === value);
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? options.filter((o) => `${o.label} ${o.keywords ?? ""}`.toLowerCase().includes(needle))
    : options;
  const close = () => {
    setOpen(false);
    setQuery("");
  };
  return (
    <>
      <button
        type="button"
        className="att-choice"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid={testId}
        data-value={value ?? ""}
      >
        <span className={selected ? "att-choice-value" : "att-choice-placeholder"}>
          {selected?.label ?? placeholder}
        </span>
        <ChevronRightIcon size={16} />
      </button>
      <Popup
        visible={open}
        onMaskClick={close}
        onClose={close}
        destroyOnClose
        bodyClassName="att-choice-sheet"
      >
        <div className="att-sheet-head">
          <span className="att-choice-title">{title}</span>
          <button type="button" className="att-link" onClick={close}>
            <Trans>Cancel</Trans>
          </button>
        </div>
        {searchable && (
          <div className="att-choice-search">
            <SearchBar
              value={query}
              onChange={setQuery}
              placeholder={t`Search`}
              data-testid={`${testId}-search`}
            />
          </div>
        )}
        <div className="att-choice-list" role="listbox" aria-label={title}>
          <CheckList
            value={value === undefined ? [] : [value]}
            onChange={(next) => {
              const picked = next[0];
              if (picked !== undefined) onChange?.(picked as T);
              close();
            }}
          >
            {shown.map((option) => (
              <CheckList.Item
                key={option.value}
                value={option.value}
                data-testid={`${testId}-option-${option.value}`}
              >
                {option.label}
              </CheckList.Item>
            ))}
          </CheckList>
          {shown.length === 0 && (
            <p className="att-muted att-choice-none">
              <Trans>Nothing matches.</Trans>
            </p>
          )}
        </div>
      </Popup>
    </>
  );
}
