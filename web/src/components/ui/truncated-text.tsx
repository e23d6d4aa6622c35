import { type CSSProperties, Fragment, useLayoutEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";

/**
 * Text kept to one line of at most `maxWidth` in a table cell, so a 120-character name cannot push
 * the other columns out of view. When it is cut, the whole text shows on hover (its title) and on
 * keyboard focus (the cell then unfolds it). A screen reader always reads the whole text.
 */
export function TruncatedText({
  text,
  maxWidth,
  wrapOnPhone = true,
  breakAt,
  className,
}: {
  text: string;
  /** A CSS length: "24ch", "14rem". */
  maxWidth: string;
  /** Below 768 px a table's rows are cards with room to wrap: the whole text shows there. */
  wrapOnPhone?: boolean;
  /**
   * Where the text may wrap when it wraps (an e-mail: after "@", before each "." and "-"), so it
   * breaks between its parts rather than mid-word; a part wider than the line still breaks.
   */
  breakAt?: RegExp;
  className?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  // A <wbr> breaks a line even where the text may not wrap (the one-line cell of a wide table):
  // the break points are given only where the text wraps, on a phone's card.
  const wide = useMediaQuery("(min-width: 48rem)");
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setCut(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <span
      ref={ref}
      data-truncated={cut || undefined}
      title={cut ? text : undefined}
      // Reachable from the keyboard only when something is hidden: focus unfolds it.
      tabIndex={cut ? 0 : undefined}
      style={{ "--cell-max": maxWidth } as CSSProperties}
      className={cn(
        "block rounded-sm focus-visible:whitespace-normal focus-visible:break-all focus-visible:outline-2 focus-visible:outline-(--focus-ring)",
        wrapOnPhone ? "break-words md:max-w-(--cell-max) md:truncate" : "max-w-(--cell-max) truncate",
        className,
      )}
    >
      {breakAt && wrapOnPhone && !wide ? withBreaks(text, breakAt) : text}
    </span>
  );
}

/** The text with a `<wbr>` at each match of `pattern` (a zero-width position, e.g. `/(?<=@)|(?=[.-])/`). */
function withBreaks(text: string, pattern: RegExp) {
  const parts = text.split(pattern);
  return parts.map((part, index) => (
    // The parts of one fixed text never move: their positions are stable keys.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
