import type { ReactNode } from "react";

export type Tile = { key: string; label: ReactNode; value: ReactNode; testId: string };

/** Three figures side by side: participant type, workshop count, paper count. */
export function SummaryTiles({ tiles }: { tiles: readonly Tile[] }) {
  return (
    <div className="att-tiles">
      {tiles.map((tile) => (
        <div key={tile.key} className="att-tile">
          <div className="att-tile-value" data-testid={tile.testId}>
            {tile.value}
          </div>
          <div className="att-tile-label">{tile.label}</div>
        </div>
      ))}
    </div>
  );
}
