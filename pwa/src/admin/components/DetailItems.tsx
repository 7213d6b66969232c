import { Descriptions } from "antd";
import type { ReactNode } from "react";
import { orEmpty } from "#admin/format";

export type DetailItem = { label: string; value: ReactNode; span?: number; testId?: string };

/** A full-width item starts its own row: an item left alone before it takes the whole row instead. */
function fillRows(items: DetailItem[]): DetailItem[] {
  let column = 0;
  return items.map((item, index) => {
    const next = items[index + 1];
    const alone = column === 0 && (item.span ?? 1) === 1 && (next?.span ?? 1) === 2;
    const span = alone ? 2 : (item.span ?? 1);
    column = (column + span) % 2;
    return { ...item, span };
  });
}

type Props = {
  items: DetailItem[];
  /** Two equal columns whatever the values' lengths (the registration panel), instead of one on phones. */
  even?: boolean;
};

/** A detail dialog's fields, two columns on wide screens, one on phones; empty text shows the empty mark. */
export function DetailItems({ items, even = false }: Props) {
  return (
    <Descriptions
      bordered
      size="small"
      column={even ? 2 : { xs: 1, sm: 2 }}
      styles={
        even ? { label: { width: 150 }, content: { width: "calc(50% - 150px)" } } : { label: { width: 130 } }
      }
      items={fillRows(items).map((item, index) => ({
        key: index,
        label: item.label,
        span: item.span ?? 1,
        children: (
          <span data-testid={item.testId}>
            {typeof item.value === "string" ? orEmpty(item.value) : item.value}
          </span>
        ),
      }))}
    />
  );
}
