import {
  type ContentInput,
  type ContentPage,
  contentCreate,
  contentList,
  contentOptions,
  contentRemove,
} from "@ganit/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call, callPage } from "@/lib/client.ts";
import { pagedListKeys, useListChange, usePagedListQuery } from "@/lib/paged-list-query.ts";

/** Cache keys: pages and filter options sit under `all`, so one invalidation refreshes both. */
export const contentKeys = {
  ...pagedListKeys("content"),
  options: (query: string) => ["content", "options", query] as const,
};

/** GET /api/content/getdata?page=…: one page of items, without bodies. */
export const fetchContentPage = (query: string): Promise<ContentPage> => callPage(contentList, { query });

export const useContentPage = (query: string) => usePagedListQuery(contentKeys, query, fetchContentPage);

/** The values each filter or picker may offer, narrowed by the choices already made. */
export type OptionChoices = { course?: string; class?: string; topic?: string; subtopic?: string };

export function optionsQuery(choices: OptionChoices): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(choices)) if (value) query.set(name, value);
  return query.toString();
}

export function useContentOptions(choices: OptionChoices) {
  const query = optionsQuery(choices);
  return useQuery({
    queryKey: contentKeys.options(query),
    queryFn: () => call(contentOptions, { query }),
    placeholderData: keepPreviousData,
  });
}

export const deleteContent = (id: string) => call(contentRemove, { params: { id } });

export const useDeleteContent = () => useListChange(contentKeys, deleteContent);

/**
 * The options together with the choices they answer, so a picker can tell its own list from the
 * list of an earlier choice still on screen (a subtopic of another topic must never be offered).
 */
export function useContentOptionsFor(choices: OptionChoices) {
  const query = optionsQuery(choices);
  return useQuery({
    queryKey: [...contentKeys.options(query), "for"],
    queryFn: async () => ({ for: choices, ...(await call(contentOptions, { query })) }),
    placeholderData: keepPreviousData,
  });
}

export const createContent = (body: ContentInput) => call(contentCreate, { body });

/** POST /api/content/postdata, with the names picked from the library (`existing`) from `picked()`. */
export const useCreateContent = (picked: () => ContentInput["existing"] = () => undefined) =>
  useListChange(
    contentKeys,
    (body: ContentInput) => {
      const existing = picked();
      return createContent(existing?.length ? { ...body, existing } : body);
    },
    "success",
  );
