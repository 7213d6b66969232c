import { useEffect, useState } from "react";

/**
 * An element's content width on screen, kept current as the window or the layout changes it. Returns
 * the ref to put on the element (a callback: the element may mount after the first render) and the width.
 */
export function useWidth(fallback: number) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, width] as const;
}
