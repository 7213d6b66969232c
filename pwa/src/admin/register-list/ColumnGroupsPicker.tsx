import type { Label } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Checkbox } from "antd";

type Props<G extends string> = {
  /** The list's groups, in order, with their labels (the shared declaration). */
  labels: Readonly<Record<G, Label>>;
  shown: readonly G[];
  /** The groups this conference offers (all when absent); a chosen group not offered here stays chosen. */
  offered?: readonly G[];
  onChange: (next: G[]) => void;
};

/** The toolbar's checkboxes that show or hide a list's column groups (spec 002 §2). */
export function ColumnGroupsPicker<G extends string>({ labels, shown, offered, onChange }: Props<G>) {
  const { i18n } = useLingui();
  const all = Object.keys(labels) as G[];
  const groups = offered ? all.filter((g) => offered.includes(g)) : all;
  const kept = shown.filter((g) => !groups.includes(g));
  return (
    <div className="adm-column-groups">
      <span className="adm-toolbar-label">
        <Trans>Columns:</Trans>
      </span>
      <Checkbox.Group
        value={shown.filter((g) => groups.includes(g))}
        onChange={(next) => onChange(all.filter((g) => kept.includes(g) || next.includes(g)))}
        options={groups.map((g) => ({ value: g, label: i18n._(labels[g]) }))}
        data-testid="column-groups"
      />
    </div>
  );
}
