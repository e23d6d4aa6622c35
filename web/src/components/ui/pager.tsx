import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";

export type PagerProps = {
  /** Current page, starting at 1. */
  page: number;
  pageSize: number;
  /** Number of items over all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** Noun after the count, already translated: "Showing 1 to 25 of 80 students". */
  itemsLabel?: string;
  className?: string;
};

/** Most page buttons the pager shows at once (spec part 2 §9): 5, the last page's button included. */
export const PAGER_WINDOW = 5;

/**
 * Pages to show as buttons, never more than 5 in all: every page when there are up to 5; else a
 * window around the current page and, when the window does not reach it, the last page (the window
 * is then 4 wide, so the two together stay at 5).
 */
export function pagerPages(page: number, pageCount: number): { pages: number[]; last: number | null } {
  if (pageCount <= 0) return { pages: [], last: null };
  const run = (start: number, size: number) => Array.from({ length: size }, (_, index) => start + index);
  if (pageCount <= PAGER_WINDOW) return { pages: run(1, pageCount), last: null };
  const start = Math.min(Math.max(1, page - Math.floor(PAGER_WINDOW / 2)), pageCount - PAGER_WINDOW + 1);
  if (start + PAGER_WINDOW - 1 >= pageCount) return { pages: run(start, PAGER_WINDOW), last: null };
  return { pages: run(start, PAGER_WINDOW - 1), last: pageCount };
}

/** The Pager's place in one page of a list the server answered: its number, its size and the total. */
export const pagerOf = (answer: { page: number; limit: number; total: number }) => ({
  page: answer.page,
  pageSize: answer.limit,
  total: answer.total,
});

/** "Showing x to y of z", Previous, up to 5 page buttons (the last page among them), Next. */
export function Pager({ page, pageSize, total, onPageChange, itemsLabel, className }: PagerProps) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);
  const { pages, last } = pagerPages(current, total === 0 ? 0 : pageCount);
  const summary = itemsLabel
    ? t("ui.pager.showingItems", { from, to, total, items: itemsLabel })
    : t("ui.pager.showing", { from, to, total });

  const pageButton = (number: number) => (
    <li key={number}>
      <button
        type="button"
        onClick={() => onPageChange(number)}
        aria-current={number === current ? "page" : undefined}
        aria-label={t("ui.pager.page", { page: number })}
        className={cn(
          "min-h-10 min-w-10 rounded-control px-2 font-bold tabular-nums transition-colors",
          number === current ? "bg-brand-600 text-white" : "text-brand-800 hover:bg-brand-100",
        )}
      >
        {number}
      </button>
    </li>
  );

  return (
    <nav
      aria-label={t("ui.pager.label")}
      className={cn("flex flex-col items-center justify-between gap-3 sm:flex-row", className)}
    >
      <p className="text-ink-muted" aria-live="polite">
        {summary}
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            onClick={() => onPageChange(current - 1)}
            disabled={current <= 1}
            className="min-h-10 min-w-10 rounded-control px-2 font-semibold text-brand-800 sm:px-3 hover:bg-brand-100 disabled:cursor-not-allowed disabled:text-gray-500 disabled:hover:bg-transparent"
          >
            <span aria-hidden="true">‹</span>
            {/* A phone keeps the arrow alone, so Previous, five pages and Next share one line. */}
            <span className="max-sm:sr-only sm:ms-1">{t("ui.pager.previous")}</span>
          </button>
        </li>
        {pages.map(pageButton)}
        {last !== null && (
          <>
            {last > (pages.at(-1) ?? 0) + 1 && (
              <li aria-hidden="true" className="px-1 text-ink-muted">
                …
              </li>
            )}
            {pageButton(last)}
          </>
        )}
        <li>
          <button
            type="button"
            onClick={() => onPageChange(current + 1)}
            disabled={current >= pageCount}
            className="min-h-10 min-w-10 rounded-control px-2 font-semibold text-brand-800 sm:px-3 hover:bg-brand-100 disabled:cursor-not-allowed disabled:text-gray-500 disabled:hover:bg-transparent"
          >
            <span className="max-sm:sr-only sm:me-1">{t("ui.pager.next")}</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
