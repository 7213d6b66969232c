import { maskIdNumber } from "@confreg/shared";
import type { InputProps } from "antd-mobile";
import { useState } from "react";
import { TextInput } from "./TextInput";

type Props = Omit<InputProps, "value" | "onChange"> & {
  value?: string;
  onChange?: (value: string) => void;
  testId: string;
};

/** The ID number, shown masked (110101********123X) except while it is being typed. */
export function IdNumberInput({ value = "", onChange, onFocus, onBlur, testId, ...props }: Props) {
  const [editing, setEditing] = useState(false);
  const shown = editing || value === "" ? value : maskIdNumber(value);
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
      maxLength={18}
    />
  );
}
