import {
  defaultLimitOf,
  LIST_PARAMS,
  type ListDefinition,
  listQuerySchema,
  type SortOrder,
} from "@ganit/contracts";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";

/** Anything with zod's safeParse: a field of a list's query schema. */
type FieldSchema = { safeParse(value: unknown): { success: boolean; data?: unknown } };

export type ListParamsOptions = {
  /**
   * The list's query schema from the contracts (`adminUsersQuerySchema`): each filter value in the URL
   * is checked with its field, and a value the server would refuse is dropped. Without it any
   * non-empty filter value is taken.
   */
  schema?: { shape: Record<string, FieldSchema> };
  /** How long typing in the search box rests before the search reaches the URL (and the server). */
  searchDebounceMs?: number;
};

export type ListState<Sort extends string, Filter extends string> = {
  page: number;
  limit: number;
  search: string;
  sort: Sort;
  order: SortOrder;
  filters: Partial<Record<Filter, string>>;
};

type SortOf<D extends ListDefinition> = D["sort"][number];

// One base schema per list definition: the same page/limit/search/sort/order rules the server applies.
const baseSchemas = new WeakMap<ListDefinition, { shape: Record<string, FieldSchema> }>();
function baseSchema(definition: ListDefinition) {
  let schema = baseSchemas.get(definition);
  if (!schema) {
    schema = listQuerySchema(definition, {}) as unknown as { shape: Record<string, FieldSchema> };
    baseSchemas.set(definition, schema);
  }
  return schema;
}

function parsed<T>(field: FieldSchema | undefined, raw: string | null, fallback: T): T {
  if (!field) return fallback;
  const result = field.safeParse(raw ?? undefined);
  return result.success && result.data !== undefined ? (result.data as T) : fallback;
}

/**
 * Reads a list's state from URL search params. A value the server would refuse (page 0, a page size
 * the list does not offer, an unknown sort column, a search with control characters, a role that
 * does not exist) falls back to the default, so a hand-edited or stale link still shows a page.
 */
export function readListParams<D extends ListDefinition, Filter extends string>(
  definition: D,
  filterNames: readonly Filter[],
  params: URLSearchParams,
  schema?: ListParamsOptions["schema"],
): ListState<SortOf<D>, Filter> {
  const base = baseSchema(definition).shape;
  const filters: Partial<Record<Filter, string>> = {};
  for (const name of filterNames) {
    const raw = params.get(name)?.trim();
    if (!raw) continue;
    const field = schema?.shape[name];
    if (!field || field.safeParse(raw).success) filters[name] = raw;
  }
  return {
    page: parsed(base.page, params.get("page"), 1),
    limit: parsed(base.limit, params.get("limit"), defaultLimitOf(definition)),
    search: parsed<string | undefined>(base.search, params.get("search"), undefined) ?? "",
    sort: parsed(base.sort, params.get("sort"), definition.sort[0]) as SortOf<D>,
    order: parsed(base.order, params.get("order"), definition.defaultOrder),
    filters,
  };
}

/**
 * Writes a list's state into URL search params, leaving other params alone. Defaults are left out,
 * so the plain screen has a plain address and a shared link carries only what was chosen.
 */
export function writeListParams<D extends ListDefinition, Filter extends string>(
  definition: D,
  filterNames: readonly Filter[],
  state: ListState<SortOf<D>, Filter>,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of [...LIST_PARAMS, ...filterNames]) next.delete(name);
  if (state.page !== 1) next.set("page", String(state.page));
  if (state.limit !== defaultLimitOf(definition)) next.set("limit", String(state.limit));
  if (state.search) next.set("search", state.search);
  if (state.sort !== definition.sort[0]) next.set("sort", state.sort);
  if (state.order !== definition.defaultOrder) next.set("order", state.order);
  for (const name of filterNames) {
    const value = state.filters[name];
    if (value) next.set(name, value);
  }
  return next;
}

/**
 * The query string to ask the API for this page. It always names page, limit, sort and order, so
 * the server answers with a page (GET without list parameters is the spec's whole list).
 */
export function listApiQuery<Sort extends string, Filter extends string>(
  state: ListState<Sort, Filter>,
): string {
  const query = new URLSearchParams({
    page: String(state.page),
    limit: String(state.limit),
    sort: state.sort,
    order: state.order,
  });
  if (state.search) query.set("search", state.search);
  for (const [name, value] of Object.entries(state.filters) as [string, string | undefined][]) {
    if (value) query.set(name, value);
  }
  return query.toString();
}

/** What a DataTable needs from the list state: spread `list.tableProps` onto `<DataTable>`. */
export type ListTableProps = {
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  sort: { key: string; direction: SortOrder };
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onSortChange: (sort: { key: string; direction: SortOrder }) => void;
  filtersActive: boolean;
  onClearFilters: () => void;
};

type NavigateOptions = { replace?: boolean };

/**
 * A list's page, page size, search, sort and filters kept in the URL (the parameter names of
 * `LIST_PARAMS` and the list's filter names), so a refresh, Back and a shared link show the same
 * page. A change of search, filter, sort or page size returns to page 1. Typing in the search box is
 * debounced and replaces the history entry, so Back does not step through every keystroke.
 */
export function useListParams<D extends ListDefinition, const Filter extends string = never>(
  definition: D,
  filterNames: readonly Filter[] = [],
  options: ListParamsOptions = {},
) {
  const { schema, searchDebounceMs = 350 } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  // The names as one string, so a new array with the same names (each render) changes nothing.
  const filterKey = filterNames.join(",");
  const names = useMemo(() => (filterKey ? filterKey.split(",") : []) as Filter[], [filterKey]);
  const state = useMemo(
    () => readListParams(definition, names, searchParams, schema),
    [definition, names, searchParams, schema],
  );
  const stateRef = useRef(state);
  stateRef.current = state;

  const update = useCallback(
    (change: Partial<ListState<SortOf<D>, Filter>>, navigate: NavigateOptions = {}) => {
      setSearchParams(
        (current) => {
          const now = readListParams(definition, names, current, schema);
          return writeListParams(definition, names, { ...now, ...change }, current);
        },
        { replace: navigate.replace },
      );
    },
    [definition, names, schema, setSearchParams],
  );

  // React Router's functional setSearchParams hands the callback the params of the render it came
  // from: a search committed after its pause must go through the latest one, or a filter chosen
  // meanwhile would be written over.
  const latestUpdate = useRef(update);
  latestUpdate.current = update;

  // The search box: what is typed shows at once; the URL follows after a pause.
  const [searchInput, setSearchInputState] = useState(state.search);
  const searchInputRef = useRef(searchInput);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const commitSearch = useCallback((value: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const search = value.trim();
    if (search === stateRef.current.search) return;
    latestUpdate.current({ search, page: 1 }, { replace: true });
  }, []);

  const setSearchInput = useCallback(
    (value: string) => {
      searchInputRef.current = value;
      setSearchInputState(value);
      clearTimeout(timer.current);
      // A link followed before the pause ends leaves this screen mounted while the next one loads:
      // the search must not then be written into the next screen's address (it would replace its
      // own parameters, e.g. /admin/viewcourseinfo?class=4 becoming ?search=…).
      const typedAt = window.location.pathname;
      timer.current = setTimeout(() => {
        if (window.location.pathname === typedAt) commitSearch(value);
        else timer.current = undefined;
      }, searchDebounceMs);
    },
    [commitSearch, searchDebounceMs],
  );

  // Back, Forward or a link changed the search in the URL: the box shows it (unless someone is typing).
  useEffect(() => {
    if (timer.current === undefined && searchInputRef.current.trim() !== state.search) {
      searchInputRef.current = state.search;
      setSearchInputState(state.search);
    }
  }, [state.search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setPage = useCallback(
    (page: number, navigate?: NavigateOptions) => update({ page: Math.max(1, Math.trunc(page)) }, navigate),
    [update],
  );
  const setLimit = useCallback(
    (limit: number) => {
      if (definition.limits.includes(limit)) update({ limit, page: 1 });
    },
    [definition, update],
  );
  const setSort = useCallback(
    (sort: SortOf<D>, order: SortOrder) => {
      if (definition.sort.includes(sort)) update({ sort, order, page: 1 });
    },
    [definition, update],
  );
  const setFilter = useCallback(
    (name: Filter, value: string | undefined) =>
      update({ filters: { ...stateRef.current.filters, [name]: value || undefined }, page: 1 }),
    [update],
  );
  /** Several filters in one step (a parent filter and the dependents it resets), back to page 1. */
  const setFilters = useCallback(
    (values: Partial<Record<Filter, string | undefined>>) => {
      const filters: Partial<Record<Filter, string>> = { ...stateRef.current.filters };
      for (const [name, value] of Object.entries(values) as [Filter, string | undefined][]) {
        filters[name] = value || undefined;
      }
      update({ filters, page: 1 });
    },
    [update],
  );
  const clearFilters = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    searchInputRef.current = "";
    setSearchInputState("");
    update({ search: "", filters: {}, page: 1 });
  }, [update]);

  const filtersActive = state.search !== "" || Object.values(state.filters).some(Boolean);

  const tableProps: ListTableProps = {
    page: state.page,
    pageSize: state.limit,
    pageSizes: definition.limits,
    sort: { key: state.sort, direction: state.order },
    onPageChange: setPage,
    onPageSizeChange: setLimit,
    onSortChange: ({ key, direction }) => setSort(key as SortOf<D>, direction),
    filtersActive,
    onClearFilters: clearFilters,
  };

  return {
    ...state,
    /** Query string for the API (always a page request). Use it in the query key too. */
    apiQuery: listApiQuery(state),
    searchInput,
    setSearchInput,
    /** Sends what is typed now (e.g. on Enter) instead of waiting for the pause. */
    commitSearch: () => commitSearch(searchInputRef.current),
    setPage,
    setLimit,
    setSort,
    setFilter,
    setFilters,
    clearFilters,
    filtersActive,
    tableProps,
  };
}
