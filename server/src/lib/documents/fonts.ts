/// <reference path="./fontkit.d.ts" />
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type FontkitFont, type FontkitSubset } from "fontkit";
import type { PDFDocument } from "pdf-lib";

/**
 * Noto Sans SC, as TrueType (glyf outlines), from the @expo-google-fonts/noto-sans-sc package: a fresh
 * clone has no system fonts, and TrueType subsets cleanly where CID-keyed CFF (the OTF builds) does not.
 * Each document embeds only the glyphs it uses (a few KB), so the 10 MB faces are read once and kept.
 */
const require = createRequire(import.meta.url);
const faces = {
  regular: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
} as const;
export type Face = keyof typeof faces;

const loaded = new Map<Face, Uint8Array>();

export function fontBytes(face: Face): Uint8Array {
  let bytes = loaded.get(face);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(require.resolve(faces[face])));
    loaded.set(face, bytes);
  }
  return bytes;
}

type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];

/** pdf-lib reads the subset as a stream of chunks; upstream fontkit encodes it in one go. */
type Handler = (value?: unknown) => void;

function streamOf(subset: FontkitSubset) {
  const handlers: Partial<Record<"data" | "end" | "error", Handler>> = {};
  const stream = {
    on(event: "data" | "end" | "error", handler: Handler) {
      handlers[event] = handler;
      // pdf-lib attaches data, end, then error: all are known by then.
      if (event === "error") queueMicrotask(emit);
      return stream;
    },
  };
  const emit = () => {
    try {
      handlers.data?.(subset.encode());
      handlers.end?.();
    } catch (error) {
      handlers.error?.(error);
    }
  };
  return stream;
}

/**
 * Upstream fontkit 2 for pdf-lib, in place of @pdf-lib/fontkit: that fork predates fontkit's fixes to
 * subsetting (TrueType `loca` written in the short format, CFF offsets) and silently drops CJK glyphs.
 */
export const subsettingFontkit: Fontkit = {
  create(buffer: Uint8Array) {
    const font: FontkitFont = create(buffer);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      return Object.assign(subset, { encodeStream: () => streamOf(subset) });
    };
    return font as unknown as ReturnType<Fontkit["create"]>;
  },
};
