import { USER_STATUSES } from "@ganit/contracts";
import { ListFilterSelect } from "@/components/list-page.tsx";
import type { SelectOption } from "@/components/ui/select.tsx";
import { useStatusWords } from "@/lib/status-words.ts";

/** One filter of a list screen's search form: the URL filter it sets, its words and its choices. */
export type ListFilterSpec<F extends string> = {
  name: F;
  label: string;
  /** The empty first choice: every value ("All states"). */
  placeholder: string;
  options: readonly SelectOption[];
};

/** A list screen's filter selects, in order, each bound to its URL filter (back to page 1 on change). */
export function ListFilterSelects<F extends string>({
  list,
  filters,
}: {
  list: {
    filters: Partial<Record<F, string>>;
    setFilter: (name: F, value: string | undefined) => void;
  };
  filters: readonly ListFilterSpec<F>[];
}) {
  return filters.map((filter) => <ListFilterSelect key={filter.name} list={list} {...filter} />);
}

/**
 * A filter's choices: the values the server offered with this page, plus the one chosen in the URL
 * (a shared link may name a value the page no longer holds, and the select must still show it).
 */
export function optionsWithChosen<V extends string>(
  offered: readonly V[],
  chosen: V | undefined,
  label: (value: V) => string,
): SelectOption[] {
  return [...new Set([...offered, ...(chosen ? [chosen] : [])])].map((value) => ({
    value,
    label: label(value),
  }));
}

/** The choices of an account Status filter (staff, teachers): every account status in the reader's words. */
export function useAccountStatusOptions(): SelectOption[] {
  const words = useStatusWords();
  return USER_STATUSES.map((status) => ({ value: status, label: words.account(status) }));
}
