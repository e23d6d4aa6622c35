import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A printed PDF's text, page by page, as poppler's pdftotext reads it (Debian's poppler-utils, which
 * .ci/run installs; pages are separated by a form feed): the tests check paper by what is on it.
 */
export function pagesOf(pdf: Buffer): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), "ganit-paper-"));
  try {
    const file = path.join(folder, "paper.pdf");
    writeFileSync(file, pdf);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" })
      .split("\f")
      .filter((page) => page.trim() !== "");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
