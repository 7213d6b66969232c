import { type BadgeElement, type BadgePage, badgeElementKindLabels } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import { BadgeSheet } from "../BadgeSheet";

type Props = {
  page: BadgePage;
  elements: BadgeElement[];
  /** The badge drawn for the preview person, by the shared renderer. */
  svg: string;
  /** Pixels per millimetre on screen. */
  scale: number;
  selected: string | null;
  onSelect: (id: string | null) => void;
  onChange: (id: string, patch: Partial<BadgeElement>) => void;
};

type Drag = { id: string; mode: "move" | "resize"; x: number; y: number; from: BadgeElement };

/** Arrow keys move the chosen box by half a millimetre, with Shift by five. */
const steps: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The badge as it prints, for the preview person, with a box over each element: drag a box to move it,
 * its corner to resize it (pointer events: mouse, pen and touch alike), or move the chosen one with the
 * arrow keys. The drawing itself is the shared renderer's, so the preview is the print.
 */
export function DesignerCanvas({ page, elements, svg, scale, selected, onSelect, onChange }: Props) {
  const { i18n } = useLingui();
  const drag = useRef<Drag | null>(null);

  const start = (event: PointerEvent<HTMLElement>, element: BadgeElement, mode: Drag["mode"]) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: element.id, mode, x: event.clientX, y: event.clientY, from: element };
    onSelect(element.id);
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = (event.clientX - current.x) / scale;
    const dy = (event.clientY - current.y) / scale;
    const { from } = current;
    onChange(
      current.id,
      current.mode === "move"
        ? { x: from.x + dx, y: from.y + dy }
        : { width: from.width + dx, height: from.height + dy },
    );
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    drag.current = null;
  };
  const nudge = (event: KeyboardEvent<HTMLElement>, element: BadgeElement) => {
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const by = event.shiftKey ? 5 : 0.5;
    onChange(element.id, { x: element.x + step[0] * by, y: element.y + step[1] * by });
  };

  return (
    <div
      className="bdg-canvas"
      style={{ width: page.width * scale, height: page.height * scale }}
      onPointerDown={() => onSelect(null)}
      data-testid="designer-canvas"
    >
      <BadgeSheet badge={{ id: 0, layout: { page, elements }, svg }} testId="designer-preview" size="fill" />
      {elements.map((element) => {
        const label = i18n._(badgeElementKindLabels[element.kind]);
        const chosen = element.id === selected;
        return (
          <button
            type="button"
            key={element.id}
            aria-label={label}
            aria-pressed={chosen}
            className={chosen ? "bdg-box bdg-selected" : "bdg-box"}
            style={{
              left: element.x * scale,
              top: element.y * scale,
              width: element.width * scale,
              height: element.height * scale,
            }}
            onPointerDown={(event) => start(event, element, "move")}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
            onKeyDown={(event) => nudge(event, element)}
            data-testid={`designer-box-${element.kind}`}
            data-element-id={element.id}
          >
            {chosen && <span className="bdg-box-label">{label}</span>}
            {chosen && (
              <span
                className="bdg-resize"
                onPointerDown={(event) => start(event, element, "resize")}
                onPointerMove={move}
                onPointerUp={end}
                onPointerCancel={end}
                data-testid="designer-resize"
              />
            )}
          </button>
        );
      })}
    </div>
  );
}
