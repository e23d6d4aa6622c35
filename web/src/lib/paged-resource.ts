import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

/**
 * The cache of one server-paged list (a school's students, its teachers, the student directory):
 * every page sits under one key, so a change refreshes whatever page is on screen. `name` is the
 * list's cache key; `fetchPage` asks the server for the page a list query string names.
 */
export function pagedResource<Page>(name: string, fetchPage: (query: string) => Promise<Page>) {
  const keys = {
    all: [name] as const,
    page: (query: string) => [name, "page", query] as const,
  };

  const refreshAll = (queryClient: ReturnType<typeof useQueryClient>) =>
    queryClient.invalidateQueries({ queryKey: keys.all });

  return {
    keys,
    /** The page the URL asks for; the previous page stays on screen while the next one loads. */
    usePage: (query: string) =>
      useQuery({
        queryKey: keys.page(query),
        queryFn: () => fetchPage(query),
        placeholderData: keepPreviousData,
      }),
    /**
     * A change to one row (edit, delete, activate, hold): the list is fetched again afterwards, on a
     * refusal too, which often means the list changed under us.
     */
    useRowChange: <Input, Reply>(change: (input: Input) => Promise<Reply>) => {
      const queryClient = useQueryClient();
      return useMutation({ mutationFn: change, onSettled: () => refreshAll(queryClient) });
    },
    /** An addition (one person, a sheet of them, new codes): the list is fetched again once it is saved. */
    useAddition: <Input, Reply>(add: (input: Input) => Promise<Reply>) => {
      const queryClient = useQueryClient();
      return useMutation({ mutationFn: add, onSuccess: () => refreshAll(queryClient) });
    },
  };
}
