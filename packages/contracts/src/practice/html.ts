/**
 * HTML for generated questions. A generated question is made on the phone when offline, where no
 * TeX renderer runs: generators write plain text with Unicode signs (×, ÷, °) and these few pieces of
 * markup. The web styles `.frac` as a stacked fraction (a `sr-only` text keeps it readable aloud).
 */
const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
};
/** One pass, and none for the many texts with nothing to escape: a sitting writes thousands. */
export const escapeHtml = (text: string) =>
  /[&<>"]/.test(text) ? text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] as string) : text;

/** Plain text as HTML: escaped, line breaks kept. */
export const plainHtml = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");

/** A stacked fraction. */
export const fracHtml = (numerator: number | string, denominator: number | string) =>
  `<span class="frac" role="math" aria-label="${numerator}/${denominator}"><span>${numerator}</span><span>${denominator}</span></span>`;

/** Text in which `a/b` (whole numbers) becomes a stacked fraction. */
export const withFractionsHtml = (text: string) =>
  escapeHtml(text)
    .replace(/(\d+)\/(\d+)/g, (_, n: string, d: string) => fracHtml(n, d))
    .replace(/\n/g, "<br>");
