import { LIMITS } from "@ganit/contracts";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { PageHeader } from "@/components/page-header.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select, type SelectProps } from "@/components/ui/select.tsx";
import { cn } from "@/lib/cn.ts";
import { apiErrorMessage } from "@/lib/messages.ts";
import type { ListTableProps } from "@/lib/use-list-params.ts";

/**
 * The pieces every server-paged list screen (students, teachers, staff, courses, content) is built
 * from: its heading with the Add link, the search form, the Refresh button, and the wiring from the
 * page query to the DataTable. Each screen still composes its own filters and columns.
 */

/** What these pieces read of a TanStack query of one page of a list. */
export type PagedListQuery<Row> = {
  data?: { items: Row[]; total: number };
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

function AddLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonClasses()}>
      <span aria-hidden="true">+</span>
      {label}
    </Link>
  );
}

/**
 * The search landmark above a list: the search box (committed on Enter, or by useListParams after a
 * pause) followed by the screen's own filters and buttons (`children`); `className` lays out the grid.
 */
export function ListSearchForm({
  list,
  label,
  placeholder,
  ariaLabel,
  className,
  inputClassName,
  children,
}: {
  list: { searchInput: string; setSearchInput: (value: string) => void; commitSearch: () => void };
  label: string;
  placeholder: string;
  ariaLabel?: string;
  className?: string;
  inputClassName?: string;
  children?: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the same landmark as <search>, which jsdom (component tests) does not know yet
    <form
      role="search"
      aria-label={ariaLabel}
      className={cn("rounded-card border border-line bg-white p-4 shadow-card sm:p-5", className)}
      onSubmit={(event) => {
        event.preventDefault();
        list.commitSearch();
      }}
    >
      <Input
        type="search"
        label={label}
        placeholder={placeholder}
        value={list.searchInput}
        onChange={(event) => list.setSearchInput(event.target.value)}
        maxLength={LIMITS.searchMax}
        autoComplete="off"
        enterKeyHint="search"
        className={inputClassName}
      />
      {children}
    </form>
  );
}

/** Loads the list again; spins while a refetch (not the first load) runs. */
export function RefreshButton({ query, label }: { query: PagedListQuery<unknown>; label: string }) {
  return (
    <Button
      type="button"
      variant="secondary"
      loading={query.isFetching && !query.isPending}
      onClick={() => void query.refetch()}
    >
      {label}
    </Button>
  );
}

/** The failed load's message (or null); with `toastId`, also shown once as a toast. */
export function useListLoadError(
  query: Pick<PagedListQuery<unknown>, "isError" | "error">,
  fallback: string,
  toastId?: string,
) {
  const loadError = query.isError ? apiErrorMessage(query.error, fallback) : null;
  useEffect(() => {
    if (loadError && toastId) toast.error(loadError, { id: toastId });
  }, [loadError, toastId]);
  return loadError;
}

/** The DataTable props that follow from the page query: rows, total, loading, refreshing, error and retry. */
export function pagedTableProps<Row>(query: PagedListQuery<Row>, loadError: string | null) {
  return {
    data: query.data?.items,
    total: query.data?.total ?? 0,
    loading: query.isPending,
    refreshing: query.isPlaceholderData,
    error: query.isError && !query.data ? loadError : null,
    onRetry: () => void query.refetch(),
  };
}

/** The keys of a feature's `list` block that every paged table reads. */
export type ListTableKey = "caption" | "empty" | "emptyHint" | "itemsLabel";

/**
 * Everything a server-paged DataTable takes from the list screen: the list state (page, sort,
 * filters), the page query, and the table's own words looked up by `text` in the feature's `list`
 * block. The screen adds its columns, row id and any words of its own.
 */
export function listTableProps<Row>(
  list: { tableProps: ListTableProps },
  query: PagedListQuery<Row>,
  loadError: string | null,
  text: (key: ListTableKey) => string,
) {
  return {
    className: "mt-6",
    ...list.tableProps,
    caption: text("caption"),
    ...pagedTableProps(query, loadError),
    emptyTitle: text("empty"),
    emptyDescription: text("emptyHint"),
    itemsLabel: text("itemsLabel"),
  };
}

/** A filter of a list screen: a Select bound to one of the list's URL filters (back to page 1 on change). */
export function ListFilterSelect<F extends string>({
  list,
  name,
  ...select
}: Omit<SelectProps, "value" | "onChange"> & {
  list: {
    filters: Partial<Record<F, string>>;
    setFilter: (name: F, value: string | undefined) => void;
  };
  name: F;
}) {
  return (
    <Select
      {...select}
      value={list.filters[name] ?? ""}
      onChange={(event) => list.setFilter(name, event.target.value)}
    />
  );
}

/** The keys of a feature's `list` block that the top of a list screen reads. */
export type ListTopKey = "title" | "subtitle" | "search" | "searchPlaceholder";

/**
 * The top of a list screen: its heading with the screen's actions (an Add link; Refresh, Export),
 * anything shown between (counts, a school filter), then the search form holding the screen's
 * filters (`children`); words looked up by `text`.
 */
export function ListScreenTop({
  list,
  text,
  actions,
  between,
  ariaLabel,
  className,
  inputClassName,
  children,
}: {
  list: { searchInput: string; setSearchInput: (value: string) => void; commitSearch: () => void };
  text: (key: ListTopKey) => string;
  actions: ReactNode;
  between?: ReactNode;
  ariaLabel?: string;
  className?: string;
  inputClassName?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={text("title")} subtitle={text("subtitle")}>
        {actions}
      </PageHeader>
      {between}
      <ListSearchForm
        list={list}
        label={text("search")}
        placeholder={text("searchPlaceholder")}
        ariaLabel={ariaLabel}
        className={className}
        inputClassName={inputClassName}
      >
        {children}
      </ListSearchForm>
    </>
  );
}

/** The top of a list screen whose one primary action is a link to its Add screen. */
export function ListPageTop({
  addTo,
  addLabel,
  ...top
}: Omit<Parameters<typeof ListScreenTop>[0], "actions"> & { addTo: string; addLabel: string }) {
  return <ListScreenTop {...top} actions={<AddLink to={addTo} label={addLabel} />} />;
}
