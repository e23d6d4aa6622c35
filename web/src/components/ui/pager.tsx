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

/** Most page buttons the pager shows at once: 5; the last page gets its own button. */
export const PAGER_WINDOW = 5;

/** Pages to show as buttons: a window of up to 5 around the current page, plus the last page. */
export function pagerPages(page: number, pageCount: number): { pages: number[]; last: number | null } {
  if (pageCount <= 0) return { pages: [], last: null };
  const size = Math.min(PAGER_WINDOW, pageCount);
  let start = Math.max(1, page - Math.floor(size / 2));
  start = Math.min(start, pageCount - size + 1);
  const pages = Array.from({ length: size }, (_, index) => start + index);
  const last = pages.includes(pageCount) ? null : pageCount;
  return { pages, last };
}

/** "Showing x to y of z", Previous, up to 5 page buttons, the last page, Next. */
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
            className="min-h-10 rounded-control px-3 font-semibold text-brand-800 hover:bg-brand-100 disabled:cursor-not-allowed disabled:text-gray-500 disabled:hover:bg-transparent"
          >
            {t("ui.pager.previous")}
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
            className="min-h-10 rounded-control px-3 font-semibold text-brand-800 hover:bg-brand-100 disabled:cursor-not-allowed disabled:text-gray-500 disabled:hover:bg-transparent"
          >
            {t("ui.pager.next")}
          </button>
        </li>
      </ul>
    </nav>
  );
}
