import {
  type ColumnDef,
  createColumnHelper,
  type Header,
  type PaginationState,
  type Row,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { Fragment, type ReactNode, useEffect, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { Button } from "./button.tsx";
import { EmptyState } from "./empty-state.tsx";
import { Pager } from "./pager.tsx";
import { Select } from "./select.tsx";
import { Spinner } from "./spinner.tsx";
import { SortableHeader, type SortState } from "./table.tsx";

/** What a column may say about itself beyond TanStack's definition. */
export type DataTableColumnMeta = {
  /** Classes for the column's th and td (e.g. "whitespace-nowrap"). */
  className?: string;
  /** Plain-text name of the column for the small-screen cards and the sort menu, when `header` is not a string. */
  label?: string;
  /**
   * On small screens each row is a card: "title" is its heading, "actions" its footer; "brief"
   * cells (a roll number, a class) share one line under the heading, each with its label, so a long
   * list of cards stays short.
   */
  cardRole?: "title" | "actions" | "brief";
  /** A brief cell whose value names itself ("Class 4", an e-mail): its label is for screen readers only. */
  cardLabelHidden?: boolean;
  /** A brief cell with a long value (an e-mail): on a line of its own, after the short ones. */
  cardOwnLine?: boolean;
};

/** The TanStack features every DataTable uses: sorting and pagination, both done by the server. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnMeta: {} as DataTableColumnMeta,
});
type Features = typeof dataTableFeatures;

// biome-ignore lint/suspicious/noExplicitAny: a list of columns holds cells of different value types.
export type DataTableColumn<Data extends RowData> = ColumnDef<Features, Data, any>;

/** A column helper bound to the DataTable's features: `const column = dataTableColumns<AdminUser>();`. */
export const dataTableColumns = <Data extends RowData>() => createColumnHelper<Features, Data>();

export type DataTableProps<Data extends RowData> = {
  /** Accessible name of the table (visually hidden). */
  caption: string;
  /** Keep the array stable (module scope or useMemo): a new array rebuilds the table. */
  columns: DataTableColumn<Data>[];
  /** The rows of the current page, in the server's order; undefined while the first page loads. */
  data: Data[] | undefined;
  /** Rows over all pages (the server's `total`). */
  total: number;
  getRowId: (row: Data) => string;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** The server's sort; a click on a sortable header reports the next one (new column asc, same column flips). */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** No page to show yet: skeleton rows keep the layout. */
  loading?: boolean;
  /** Another page is on its way: the current rows stay, dimmed. */
  refreshing?: boolean;
  /** A failed load: the message, with a Try Again button calling onRetry. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Empty list without filters: what to say (e.g. "No admins yet"), and an optional action. */
  emptyTitle: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** With a search or filter active, the empty state says so and offers Clear filters. */
  filtersActive?: boolean;
  /** That empty state's title when the screen has its own words ("No students found matching your criteria"). */
  noMatchesTitle?: ReactNode;
  onClearFilters?: () => void;
  /** That button's label when the screen names it ("Clear Search"); "Clear filters" otherwise. */
  clearFiltersLabel?: ReactNode;
  /** Noun after the pager's count, already translated ("users"). */
  itemsLabel?: string;
  /**
   * Rows that open to show more (the schools' contact and courses): what to show under a row, or
   * null while it is closed. The row's own toggle (a cell) says `aria-expanded` and `aria-controls`
   * naming `expandedRowId(id)`.
   */
  renderExpanded?: (row: Data) => ReactNode;
  className?: string;
};

/** The element id of a row's opened part (DataTable's `renderExpanded`), for its toggle's aria-controls. */
export const expandedRowId = (rowId: string) => `row-more-${rowId.replace(/[^\w-]/g, "")}`;

const toSorting = (sort?: SortState): SortingState =>
  sort ? [{ id: sort.key, desc: sort.direction === "desc" }] : [];
const resolve = <T,>(updater: Updater<T>, current: T): T =>
  typeof updater === "function" ? (updater as (old: T) => T)(current) : updater;

/**
 * A server-driven table on TanStack Table: sortable headers (aria-sort), rows per page, the Pager
 * ("Showing x to y of z", up to 5 page buttons and the last page), and the loading, error and empty
 * states. Below the md breakpoint each row becomes a card, so a phone needs no sideways scrolling.
 * The list state normally comes from useListParams: `<DataTable {...list.tableProps} … />`.
 */
export function DataTable<Data extends RowData>(props: DataTableProps<Data>) {
  const { t } = useTranslation();
  const wide = useMediaQuery("(min-width: 48rem)");
  const {
    caption,
    columns,
    data,
    total,
    getRowId,
    page,
    pageSize,
    pageSizes,
    onPageChange,
    onPageSizeChange,
    sort,
    onSortChange,
    loading = false,
    refreshing = false,
    error,
    onRetry,
    filtersActive = false,
    onClearFilters,
    itemsLabel,
    className,
  } = props;

  const sorting = useMemo(() => toSorting(sort), [sort]);
  const pagination: PaginationState = { pageIndex: page - 1, pageSize };
  const rows = useMemo(() => data ?? [], [data]);

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId: (row: Data) => getRowId(row),
    rowCount: total,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    enableSorting: onSortChange !== undefined,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const [next] = resolve(updater, sorting);
      if (next) onSortChange?.({ key: next.id, direction: next.desc ? "desc" : "asc" });
    },
    onPaginationChange: (updater) => {
      const next = resolve(updater, pagination);
      if (next.pageSize !== pageSize) onPageSizeChange(next.pageSize);
      else if (next.pageIndex !== page - 1) onPageChange(next.pageIndex + 1);
    },
  });

  // A page past the end (the last row of the last page was deleted, or an old link): show the last page.
  const pageCount = table.getPageCount();
  const showsRows = !loading && !error && rows.length > 0;
  useEffect(() => {
    if (!loading && !error && total > 0 && page > pageCount) onPageChange(pageCount, { replace: true });
  }, [loading, error, total, page, pageCount, onPageChange]);

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const body = loading ? (
    <LoadingRows wide={wide} columns={headers.length} rows={Math.min(pageSize, 5)} />
  ) : error ? (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-card border border-danger-600/30 bg-danger-50 px-6 py-10 text-center"
    >
      <p className="font-semibold text-danger-800">{error}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t("ui.table.tryAgain")}
        </Button>
      )}
    </div>
  ) : rows.length === 0 ? (
    filtersActive ? (
      <EmptyState
        title={props.noMatchesTitle ?? t("ui.table.noMatches")}
        description={t("ui.table.noMatchesHint")}
        symbol="∅"
        action={
          onClearFilters && (
            <Button variant="secondary" onClick={onClearFilters}>
              {props.clearFiltersLabel ?? t("ui.table.clearFilters")}
            </Button>
          )
        }
      />
    ) : (
      <EmptyState title={props.emptyTitle} description={props.emptyDescription} action={props.emptyAction} />
    )
  ) : null;

  return (
    <div className={cn("flex flex-col gap-4", className)}>
      {!wide && showsRows && onSortChange && (
        <SortMenu headers={headers} sort={sort} onSortChange={onSortChange} />
      )}
      {body ??
        (wide ? (
          <div
            className={cn(
              "overflow-x-auto rounded-card border border-line bg-white shadow-card transition-opacity",
              refreshing && "opacity-60",
            )}
          >
            <table className="w-full border-collapse text-body" aria-busy={refreshing || undefined}>
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-brand-50">
                <tr>
                  {headers.map((header) => (
                    <HeaderCell key={header.id} header={header} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.getRowModel().rows.map((row) => {
                  const more = props.renderExpanded?.(row.original);
                  return (
                    <Fragment key={row.id}>
                      <tr className="border-t border-line hover:bg-violet-soft">
                        {row.getAllCells().map((cell) => (
                          <td
                            key={cell.id}
                            className={cn("px-3 py-3 align-middle", cell.column.columnDef.meta?.className)}
                          >
                            <table.FlexRender cell={cell} />
                          </td>
                        ))}
                      </tr>
                      {more && (
                        <tr id={expandedRowId(row.id)} className="bg-brand-50/50">
                          <td colSpan={headers.length} className="px-4 py-4">
                            {more}
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : (
          <RowCards
            caption={caption}
            rows={table.getRowModel().rows}
            headers={headers}
            refreshing={refreshing}
            render={(cell) => <table.FlexRender cell={cell} />}
            renderExpanded={props.renderExpanded}
          />
        ))}
      {showsRows && (
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-end sm:justify-between">
          <Select
            label={t("ui.table.rowsPerPage")}
            value={String(pageSize)}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
            className="w-40 shrink-0"
          />
          <Pager
            page={page}
            pageSize={pageSize}
            total={total}
            itemsLabel={itemsLabel}
            onPageChange={(next) => table.setPageIndex(next - 1)}
            className="sm:flex-1 sm:justify-end sm:gap-6"
          />
        </div>
      )}
    </div>
  );
}

const headerCell =
  "px-3 py-3 text-start text-caption font-bold tracking-wide text-brand-900 uppercase whitespace-nowrap";

function HeaderCell<Data extends RowData>({ header }: { header: Header<Features, Data> }) {
  const column = header.column;
  const content = <HeaderContent header={header} />;
  if (!column.getCanSort())
    return (
      <th scope="col" className={cn(headerCell, column.columnDef.meta?.className)}>
        {content}
      </th>
    );
  return (
    <SortableHeader
      direction={column.getIsSorted() || null}
      onSort={() => column.toggleSorting(undefined, false)}
      className={column.columnDef.meta?.className}
    >
      {content}
    </SortableHeader>
  );
}

function HeaderContent<Data extends RowData>({ header }: { header: Header<Features, Data> }) {
  const definition = header.column.columnDef.header;
  if (typeof definition === "function") return <>{definition(header.getContext())}</>;
  return <>{definition ?? header.column.columnDef.meta?.label ?? null}</>;
}

/** Plain text naming a column, for the cards and the sort menu. */
function columnLabel<Data extends RowData>(header: Header<Features, Data>): string {
  const { meta, header: definition } = header.column.columnDef;
  return meta?.label ?? (typeof definition === "string" ? definition : header.column.id);
}

type AnyCell<Data extends RowData> = ReturnType<Row<Features, Data>["getAllCells"]>[number];

/** Small screens: each row a card with its title, the other cells as label/value pairs, and its actions. */
function RowCards<Data extends RowData>({
  caption,
  rows,
  headers,
  refreshing,
  render,
  renderExpanded,
}: {
  caption: string;
  rows: Row<Features, Data>[];
  headers: Header<Features, Data>[];
  refreshing: boolean;
  render: (cell: AnyCell<Data>) => ReactNode;
  renderExpanded?: ((row: Data) => ReactNode) | undefined;
}) {
  const labels = new Map(headers.map((header) => [header.column.id, columnLabel(header)]));
  return (
    <ul
      aria-label={caption}
      aria-busy={refreshing || undefined}
      className={cn("flex flex-col gap-3 transition-opacity", refreshing && "opacity-60")}
    >
      {rows.map((row) => {
        const cells = row.getAllCells();
        const roleOf = (cell: AnyCell<Data>) => cell.column.columnDef.meta?.cardRole;
        const title = cells.find((cell) => roleOf(cell) === "title") ?? cells[0];
        const actions = cells.filter((cell) => roleOf(cell) === "actions");
        const brief = cells.filter((cell) => cell !== title && roleOf(cell) === "brief");
        const details = cells.filter(
          (cell) => cell !== title && !actions.includes(cell) && !brief.includes(cell),
        );
        const more = renderExpanded?.(row.original);
        return (
          <li key={row.id} className="rounded-card border border-line bg-white p-3 shadow-card sm:p-4">
            {title && <div className="font-display text-lead font-bold text-brand-950">{render(title)}</div>}
            {brief.length > 0 && (
              <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-body">
                {brief.map((cell) => (
                  <div
                    key={cell.id}
                    className={cn(
                      "flex min-w-0 max-w-full gap-1.5",
                      cell.column.columnDef.meta?.cardOwnLine && "order-last basis-full",
                    )}
                  >
                    <dt
                      className={cn(
                        "text-ink-muted",
                        cell.column.columnDef.meta?.cardLabelHidden && "sr-only",
                      )}
                    >
                      {labels.get(cell.column.id)}
                    </dt>
                    <dd className="min-w-0 break-words">{render(cell)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {details.length > 0 && (
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
                {details.map((cell) => (
                  <div key={cell.id} className="contents">
                    <dt className="text-caption font-bold tracking-wide text-ink-muted uppercase">
                      {labels.get(cell.column.id)}
                    </dt>
                    <dd className="min-w-0 break-words">{render(cell)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {actions.map((cell) => (
              <div key={cell.id} className="mt-2 border-t border-line pt-2">
                {render(cell)}
              </div>
            ))}
            {more && (
              <div id={expandedRowId(row.id)} className="mt-3 border-t border-line pt-3">
                {more}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Small screens have no header row to click: a select offers the same sorts. */
function SortMenu<Data extends RowData>({
  headers,
  sort,
  onSortChange,
}: {
  headers: Header<Features, Data>[];
  sort?: SortState;
  onSortChange: (sort: SortState) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const options = headers
    .filter((header) => header.column.getCanSort())
    .flatMap((header) =>
      (["asc", "desc"] as const).map((direction) => ({
        value: `${header.column.id}:${direction}`,
        label: t("ui.table.sortOption", {
          column: columnLabel(header),
          direction: t(direction === "asc" ? "ui.table.ascending" : "ui.table.descending"),
        }),
      })),
    );
  if (options.length === 0) return null;
  return (
    <Select
      id={id}
      label={t("ui.table.sortBy")}
      value={sort ? `${sort.key}:${sort.direction}` : ""}
      onChange={(event) => {
        const [key = "", direction] = event.target.value.split(":");
        onSortChange({ key, direction: direction === "desc" ? "desc" : "asc" });
      }}
      options={options}
    />
  );
}

/** Grey bars where the rows will be, so the page does not jump when they arrive. */
function LoadingRows({ wide, columns, rows }: { wide: boolean; columns: number; rows: number }) {
  const { t } = useTranslation();
  const bar = "h-4 animate-pulse rounded-full bg-brand-100 motion-reduce:animate-none";
  const lines = Array.from({ length: rows }, (_, index) => index);
  const cells = Array.from({ length: Math.max(columns, 1) }, (_, index) => index);
  return (
    <div className="relative">
      <div className="absolute inset-0 flex items-center justify-center">
        <Spinner label={t("ui.table.loading")} />
      </div>
      <div aria-hidden="true" className="rounded-card border border-line bg-white shadow-card">
        {wide ? (
          <>
            <div className="h-12 rounded-t-card bg-brand-50" />
            {lines.map((line) => (
              <div key={line} className="flex gap-6 border-t border-line px-4 py-4">
                {cells.map((cell) => (
                  <div key={cell} className={cn(bar, "flex-1")} />
                ))}
              </div>
            ))}
          </>
        ) : (
          lines.slice(0, 3).map((line) => (
            <div key={line} className="flex flex-col gap-2 border-t border-line p-4 first:border-t-0">
              <div className={cn(bar, "w-1/2")} />
              <div className={cn(bar, "w-3/4")} />
              <div className={cn(bar, "w-2/3")} />
            </div>
          ))
        )}
      </div>
    </div>
  );
}
