import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

/**
 * The cache of a server-paged list screen (staff, schools, payments, the audit trail, content…):
 * its keys, the query of the page the URL asks for, and the changes that refresh it.
 */

/** Cache keys: every page sits under `all`, so one invalidation refreshes whatever page is shown. */
export function pagedListKeys<const Name extends string>(name: Name) {
  return {
    all: [name] as const,
    page: (query: string) => [name, "page", query] as const,
  };
}

type PagedListKeys = { all: readonly unknown[]; page: (query: string) => readonly unknown[] };

/** The page the URL asks for (`query`); the previous page stays on screen while the next one loads. */
export function usePagedListQuery<Page>(
  keys: Pick<PagedListKeys, "page">,
  query: string,
  fetchPage: (query: string) => Promise<Page>,
) {
  return useQuery({
    queryKey: keys.page(query),
    queryFn: () => fetchPage(query),
    placeholderData: keepPreviousData,
  });
}

/**
 * A change of the list's rows (activate, hold, delete, decide…). The list refreshes when the change
 * has `settled`, failed or not (a refusal often means the list changed under us), or only on
 * `success` (a form whose refusal changed nothing).
 */
export function useListChange<Vars, Reply>(
  keys: Pick<PagedListKeys, "all">,
  change: (vars: Vars) => Promise<Reply>,
  refreshOn: "settled" | "success" = "settled",
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all });
  return useMutation({
    mutationFn: change,
    ...(refreshOn === "settled" ? { onSettled: refresh } : { onSuccess: refresh }),
  });
}
