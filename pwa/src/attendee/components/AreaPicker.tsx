import { type AreaTree, completeDistrict, loadAreaTree, validationIds } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Cascader, type CascaderOption } from "antd-mobile";
import { useState } from "react";
import { ChevronRightIcon } from "./icons";
import { showToast } from "./toast";
import "./choice-field.css";

type Props = {
  value?: string[];
  onChange?: (value: string[]) => void;
  placeholder: string;
  /** The sheet's heading: which district is chosen. */
  title: string;
  testId: string;
};

const optionsOf = (tree: AreaTree): CascaderOption[] =>
  Object.entries(tree).map(([province, cities]) => ({
    label: province,
    value: province,
    children: Object.entries(cities).map(([city, counties]) => ({
      label: city,
      value: city,
      children: counties.map((county) => ({ label: county, value: county })),
    })),
  }));

let cachedOptions: CascaderOption[] | null = null;

/**
 * A district in three levels (province, city, county) for antd-mobile forms: a row showing the choice and
 * a sheet with a tab per level. The division data loads when the sheet first opens. Confirming with a
 * level left open is "please check address" and clears the value (spec 000 §5); cancelling keeps it.
 */
export function AreaPicker({ value = [], onChange, placeholder, title, testId }: Props) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<CascaderOption[] | null>(cachedOptions);
  const openSheet = () => {
    setOpen(true);
    if (options) return;
    void loadAreaTree().then((tree) => {
      cachedOptions ??= optionsOf(tree);
      setOptions(cachedOptions);
    });
  };
  const confirm = (chosen: (string | number | null)[]) => {
    const names = chosen.map((name) => (name === null ? "" : String(name)));
    if (completeDistrict(names, null)) {
      onChange?.(names);
      return;
    }
    showToast({ icon: "fail", content: i18n._(validationIds.address) });
    onChange?.([]);
  };
  return (
    <>
      <button
        type="button"
        className="att-choice"
        onClick={openSheet}
        aria-haspopup="dialog"
        data-testid={testId}
        data-value={value.join("/")}
      >
        <span className={value.length ? "att-choice-value" : "att-choice-placeholder"}>
          {value.length ? value.join(" / ") : placeholder}
        </span>
        <ChevronRightIcon size={16} />
      </button>
      <Cascader
        options={options ?? []}
        loading={options === null}
        value={value}
        visible={open}
        title={title}
        placeholder={t`Please choose`}
        confirmText={t`Confirm`}
        cancelText={t`Cancel`}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        data-testid={`${testId}-sheet`}
      />
    </>
  );
}
