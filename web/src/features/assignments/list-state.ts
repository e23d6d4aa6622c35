import type { ListDefinition, SortOrder } from "@ganit/contracts";
import { useSearchParams } from "react-router";

/**
 * A list's page, sort and filters kept in the URL for the assignment screens: the same parameter
 * names as every list (`page`, `limit`, `sort`, `order`, `search`, filters). The server checks them
 * (a bad value is its 400); a change of filter or sort returns to page 1.
 */
export function useUrlList<D extends ListDefinition>(definition: D, filterNames: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const set = (change: Record<string, string | undefined>, keepPage = false) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(change)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      if (!keepPage) next.delete("page");
      return next;
    });
  const sort = (params.get("sort") ?? definition.sort[0]) as D["sort"][number];
  const order = (params.get("order") ?? definition.defaultOrder) as SortOrder;
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? undefined]));
  const apiQuery = new URLSearchParams({
    page: params.get("page") ?? "1",
    limit: params.get("limit") ?? String(definition.defaultLimit ?? definition.limits[0]),
    sort,
    order,
    ...(params.get("search") ? { search: params.get("search") ?? "" } : {}),
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value) as [string, string][]),
  }).toString();
  return {
    sort,
    order,
    filters,
    search: params.get("search") ?? "",
    apiQuery,
    setPage: (page: number) => set({ page: String(page) }, true),
    setSort: (column: string, direction: SortOrder) => set({ sort: column, order: direction }),
    setFilter: (name: string, value: string | undefined) => set({ [name]: value }),
    setFilters: (change: Record<string, string | undefined>) => set(change),
    setSearch: (value: string) => set({ search: value.trim() || undefined }),
  };
}
