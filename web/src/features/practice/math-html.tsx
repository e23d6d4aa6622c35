/**
 * A question's HTML as the server made it: KaTeX rendered from the author's TeX when the set was
 * saved (KaTeX escapes every text and runs with `trust` off, so no link, style or script survives),
 * or a generator's escaped text (the engine's `escapeHtml`). Shown as it is: the phone runs no maths
 * JavaScript. The one place practice puts HTML into the page.
 */
export function MathHtml({
  html,
  block = false,
  className,
}: {
  html: string;
  block?: boolean;
  className?: string;
}) {
  const props = { className: `practice-html ${className ?? ""}`.trim() };
  return block ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's KaTeX or escaped generator HTML (see above)
    <div {...props} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's KaTeX or escaped generator HTML (see above)
    <span {...props} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
