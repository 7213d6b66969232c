import { type DetailItem, DetailItems } from "#admin/components/DetailItems";

export type PanelItem = DetailItem;

/** A panel section's fields in two equal columns, whatever the values' lengths. */
export const ItemList = ({ items }: { items: PanelItem[] }) => <DetailItems items={items} even />;
