import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Font } from "fontkit";

/**
 * The worksheet's typefaces: Noto Sans Devanagari (Google's, SIL Open Font License), its Latin and
 * Devanagari parts as the fontsource package ships them. WOFF, not WOFF2: the PDF library subsets a
 * WOFF's glyphs into the file (only the letters a sheet uses), and fails on a WOFF2's transformed
 * outlines.
 *
 * Each face is opened once a process with fontkit (the PDF library's own font reader) and that one
 * font is handed to every paper: given the file's bytes instead, the library opens the font again
 * for each paper and inflates the WOFF's tables again, which was more than half of a paper's time
 * (140 ms against 59 ms for a two-script page, the same bytes out). Each paper still embeds its own
 * subset. They are the package's files, read-only, not shared state.
 */
const require = createRequire(import.meta.url);
const file = (subset: "latin" | "devanagari", weight: 400 | 700) =>
  require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`,
  );

export type FontName = "latin" | "latinBold" | "devanagari" | "devanagariBold";

let fonts: Promise<Record<FontName, Font>> | undefined;

/** The four faces, opened on the first paper (fontkit loads with the PDF library, not at start). */
export function worksheetFonts(): Promise<Record<FontName, Font>> {
  fonts ??= import("fontkit")
    .then(({ create }) => {
      const open = (subset: "latin" | "devanagari", weight: 400 | 700) =>
        create(readFileSync(file(subset, weight))) as Font;
      return {
        latin: open("latin", 400),
        latinBold: open("latin", 700),
        devanagari: open("devanagari", 400),
        devanagariBold: open("devanagari", 700),
      };
    })
    .catch((error: unknown) => {
      // Not kept: the next paper tries again (a file that could not be read for a moment).
      fonts = undefined;
      throw error;
    });
  return fonts;
}
