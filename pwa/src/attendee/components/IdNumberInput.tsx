import { maskIdDocument } from "@confreg/shared";
import type { InputProps } from "antd-mobile";
import { useState } from "react";
import { TextInput } from "./TextInput";

type Props = Omit<InputProps, "value" | "onChange"> & {
  value?: string;
  onChange?: (value: string) => void;
  testId: string;
};

/**
 * A document number, shown masked (110101********123X, or the last four of other documents) except while
 * it is being typed.
 */
export function IdNumberInput({ value = "", onChange, onFocus, onBlur, testId, ...props }: Props) {
  const [editing, setEditing] = useState(false);
  const shown = editing || value === "" ? value : maskIdDocument(value);
  return (
    <TextInput
      {...props}
      testId={testId}
      value={shown}
      onChange={(next) => {
        if (editing) onChange?.(next);
      }}
      onFocus={(event) => {
        setEditing(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setEditing(false);
        onBlur?.(event);
      }}
      autoComplete="off"
      autoCapitalize="characters"
    />
  );
}
