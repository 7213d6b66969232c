import { type InputHTMLAttributes, type ReactNode, useId } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id"> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled text input of the kiosk's forms (large, touch-friendly; see styles/enrol.css `.field`). */
export function TextField({ label, value, onChange, ...input }: Props) {
  const id = useId();
  return (
    <label className="field" htmlFor={id}>
      <span>{label}</span>
      <input {...input} id={id} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
