import type { ReactNode } from "react";

/**
 * A box that scrolls what is too wide or too tall for it (a table of months, of pupils, of sheet
 * rows): it takes keyboard focus, so the arrow keys scroll it without a mouse (WCAG 2.1.1), and
 * `label` says what it holds. `className` sets its size, its scrolling and its focus ring.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable on purpose
    <section tabIndex={0} aria-label={label} className={className}>
      {children}
    </section>
  );
}
