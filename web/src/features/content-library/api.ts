import {
  type ContentInput,
  type ContentPage,
  contentCreate,
  contentList,
  contentOptions,
  contentRemove,
} from "@ganit/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callPage } from "@/lib/client.ts";

/** Cache keys: pages and filter options sit under `all`, so one invalidation refreshes both. */
export const contentKeys = {
  all: ["content"] as const,
  page: (query: string) => ["content", "page", query] as const,
  options: (query: string) => ["content", "options", query] as const,
};

/** GET /api/content/getdata?page=…: one page of items, without bodies. */
export async function fetchContentPage(query: string): Promise<ContentPage> {
  return callPage(contentList, { query });
}

export function useContentPage(query: string) {
  return useQuery({
    queryKey: contentKeys.page(query),
    queryFn: () => fetchContentPage(query),
    placeholderData: keepPreviousData,
  });
}

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

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

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
export function useCreateContent(picked: () => ContentInput["existing"] = () => undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentInput) => {
      const existing = picked();
      return createContent(existing?.length ? { ...body, existing } : body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
