import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * The worksheet's typefaces: Noto Sans Devanagari (Google's, SIL Open Font License), its Latin and
 * Devanagari parts as the fontsource package ships them. WOFF, not WOFF2: the PDF library subsets a
 * WOFF's glyphs into the file (only the letters a sheet uses), and fails on a WOFF2's transformed
 * outlines. Read once per process: they are the package's files, not shared state.
 */
const require = createRequire(import.meta.url);
const file = (subset: "latin" | "devanagari", weight: 400 | 700) =>
  require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`,
  );

export type FontName = "latin" | "latinBold" | "devanagari" | "devanagariBold";

let fonts: Record<FontName, Buffer> | undefined;

export function worksheetFonts(): Record<FontName, Buffer> {
  fonts ??= {
    latin: readFileSync(file("latin", 400)),
    latinBold: readFileSync(file("latin", 700)),
    devanagari: readFileSync(file("devanagari", 400)),
    devanagariBold: readFileSync(file("devanagari", 700)),
  };
  return fonts;
}
