/**
 * The little of upstream fontkit 2 that the documents use (it ships no types): pdf-lib is handed the font
 * it creates, and the subset is encoded at once (fonts.ts). pdf-lib's own type describes the rest.
 */
declare module "fontkit" {
  export interface FontkitSubset {
    encode(): Uint8Array;
  }
  export interface FontkitFont {
    createSubset(): FontkitSubset;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): FontkitFont;
}
