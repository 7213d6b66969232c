import type { Label } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Checkbox } from "antd";

type Props<G extends string> = {
  /** The list's groups, in order, with their labels (the shared declaration). */
  labels: Readonly<Record<G, Label>>;
  shown: readonly G[];
  onChange: (next: G[]) => void;
};

/** The toolbar's checkboxes that show or hide a list's column groups (spec 002 §2). */
export function ColumnGroupsPicker<G extends string>({ labels, shown, onChange }: Props<G>) {
  const { i18n } = useLingui();
  const groups = Object.keys(labels) as G[];
  return (
    <div className="adm-column-groups">
      <span className="adm-toolbar-label">
        <Trans>Columns:</Trans>
      </span>
      <Checkbox.Group
        value={[...shown]}
        onChange={(next) => onChange(groups.filter((g) => next.includes(g)))}
        options={groups.map((g) => ({ value: g, label: i18n._(labels[g]) }))}
        data-testid="column-groups"
      />
    </div>
  );
}
