/**
 * A cell a spreadsheet program would read as a formula (or as the start of one) when the file is
 * opened: `=`, `+`, `-`, `@`, or a tab or carriage return before them. A name such as
 * `=HYPERLINK("http://evil","Click")` typed into a form would otherwise run in the office's Excel.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Makes a value safe to write into an exported sheet: text that starts like a formula gets a
 * leading apostrophe, which spreadsheet programs show as plain text (OWASP's advice for CSV
 * injection). Numbers, booleans and empty values stay as they are, so sums still work.
 */
export function neutralizeCell<T>(value: T): T | string {
  if (typeof value !== "string") return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Every string cell of each row neutralized (see neutralizeCell). */
export function neutralizeRows(rows: readonly (readonly unknown[])[]): unknown[][] {
  return rows.map((row) => row.map((cell) => neutralizeCell(cell)));
}
