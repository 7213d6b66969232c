import { Descriptions } from "antd";
import type { ReactNode } from "react";
import { orEmpty } from "#admin/format";

export type DetailItem = { label: string; value: ReactNode; span?: number; testId?: string };

/** A detail dialog's fields, two columns on wide screens, one on phones; empty text shows the empty mark. */
export function DetailItems({ items }: { items: DetailItem[] }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 2 }}
      styles={{ label: { width: 130 } }}
      items={items.map((item, index) => ({
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
