/**
 * A question's HTML as the server made it: KaTeX rendered from the author's TeX when the set was
 * saved (KaTeX escapes every text and runs with `trust` off, so no link, style or script survives),
 * or a generator's escaped text (the engine's `escapeHtml`). Shown as it is: the phone runs no maths
 * JavaScript. The one place practice puts HTML into the page.
 */
const DEVANAGARI_ZERO = 0x0966;

/**
 * The HTML with the digits of its text in Devanagari (०१२…), the markup untouched: the child's
 * Devanagari-digits choice applies to the question and its options, not only to the keypad.
 */
export const withDevanagariDigits = (html: string) =>
  html.replace(/(<[^>]*>|&[a-z]+;)|[0-9]/g, (found, markup: string | undefined) =>
    markup ? markup : String.fromCodePoint(DEVANAGARI_ZERO + Number(found)),
  );

export function MathHtml({
  html: given,
  block = false,
  className,
  devanagari = false,
}: {
  html: string;
  block?: boolean;
  className?: string;
  /** Show the text's digits in Devanagari. */
  devanagari?: boolean;
}) {
  const html = devanagari ? withDevanagariDigits(given) : given;
  const props = { className: `practice-html ${className ?? ""}`.trim() };
  return block ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's KaTeX or escaped generator HTML (see above)
    <div {...props} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's KaTeX or escaped generator HTML (see above)
    <span {...props} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
