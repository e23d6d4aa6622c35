import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";

export type SortDirection = "asc" | "desc";
export type SortState = { key: string; direction: SortDirection };

export type TableColumn<Row> = {
  /** Unique key; also the sort key reported to onSortChange. */
  key: string;
  header: ReactNode;
  /** Renders the cell; defaults to String(row[key]). */
  cell?: (row: Row) => ReactNode;
  /** Makes the header a sort button. */
  sortable?: boolean;
  /** Value compared when the table sorts itself; defaults to row[key]. */
  sortValue?: (row: Row) => string | number | null | undefined;
  /** Classes for the th and td of this column (e.g. "text-right"). */
  className?: string;
};

/** Clicking a header: a new column sorts ascending; the same column toggles asc ↔ desc. */
export function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: "asc" };
}

export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  sort: SortState | null,
) {
  if (!sort) return [...rows];
  const column = columns.find((candidate) => candidate.key === sort.key);
  if (!column) return [...rows];
  const sortKeyOf =
    column.sortValue ?? ((row: Row) => (row as Record<string, unknown>)[column.key] as string | number);
  const factor = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = sortKeyOf(a);
    const right = sortKeyOf(b);
    if (left == null && right == null) return 0;
    if (left == null) return 1;
    if (right == null) return -1;
    if (typeof left === "number" && typeof right === "number") return (left - right) * factor;
    return (
      String(left).localeCompare(String(right), undefined, { numeric: true, sensitivity: "base" }) * factor
    );
  });
}

export type SortableHeaderProps = {
  children: ReactNode;
  /** "asc"/"desc" when the table is sorted by this column, else null. */
  direction: SortDirection | null;
  onSort: () => void;
  className?: string;
};

/** A th whose button toggles the sort; aria-sort tells screen readers the current order. */
export function SortableHeader({ children, direction, onSort, className }: SortableHeaderProps) {
  const { t } = useTranslation();
  const ariaSort = direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none";
  return (
    <th scope="col" aria-sort={ariaSort} className={cn(headerCell, className)}>
      <button
        type="button"
        onClick={onSort}
        className="-mx-1 inline-flex items-center gap-1 rounded-md px-1 font-bold tracking-wide text-brand-900 uppercase hover:bg-brand-100"
      >
        {children}
        <span aria-hidden="true" className={cn("text-xs", direction ? "text-brand-700" : "text-brand-300")}>
          {direction === "desc" ? "▼" : direction === "asc" ? "▲" : "▲▼"}
        </span>
        <span className="sr-only">
          {direction === "asc"
            ? t("ui.sortedAscending")
            : direction === "desc"
              ? t("ui.sortedDescending")
              : ""}
        </span>
      </button>
    </th>
  );
}

const headerCell =
  "px-4 py-3 text-start text-caption font-bold tracking-wide text-brand-900 uppercase whitespace-nowrap";

export type TableProps<Row> = {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Accessible caption (visually hidden unless captionVisible). */
  caption: ReactNode;
  captionVisible?: boolean;
  /**
   * Controlled sorting (e.g. when the server sorts): pass sort + onSortChange and the rows are shown
   * in the order given. Without them the table sorts its rows itself, starting from defaultSort.
   */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  defaultSort?: SortState | null;
  /** Shown in place of the body when there are no rows (e.g. an <EmptyState>). */
  empty?: ReactNode;
  className?: string;
};

/** A data table: rounded, striped on hover, scrolls sideways on small screens. */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  captionVisible = false,
  sort,
  onSortChange,
  defaultSort = null,
  empty,
  className,
}: TableProps<Row>) {
  const controlled = onSortChange !== undefined;
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort);
  const activeSort = controlled ? (sort ?? null) : ownSort;
  const shownRows = useMemo(
    () => (controlled ? rows : sortRows(rows, columns, ownSort)),
    [controlled, rows, columns, ownSort],
  );
  const handleSort = (key: string) => {
    const next = nextSort(activeSort, key);
    if (controlled) onSortChange(next);
    else setOwnSort(next);
  };

  if (rows.length === 0 && empty) return <>{empty}</>;

  return (
    <div className={cn("overflow-x-auto rounded-card border border-line bg-white shadow-card", className)}>
      <table className="w-full border-collapse text-body">
        <caption
          className={captionVisible ? "px-4 pt-4 text-start font-display text-h3 font-bold" : "sr-only"}
        >
          {caption}
        </caption>
        <thead className="bg-brand-50">
          <tr>
            {columns.map((column) =>
              column.sortable ? (
                <SortableHeader
                  key={column.key}
                  direction={activeSort?.key === column.key ? activeSort.direction : null}
                  onSort={() => handleSort(column.key)}
                  className={column.className}
                >
                  {column.header}
                </SortableHeader>
              ) : (
                <th key={column.key} scope="col" className={cn(headerCell, column.className)}>
                  {column.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {shownRows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-line hover:bg-violet-soft">
              {columns.map((column) => (
                <td key={column.key} className={cn("px-4 py-3 align-middle", column.className)}>
                  {column.cell
                    ? column.cell(row)
                    : String((row as Record<string, unknown>)[column.key] ?? "")}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
