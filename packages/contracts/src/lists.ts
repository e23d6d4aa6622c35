import { z } from "zod";
import { queryText } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { msg } from "./messages.ts";

/**
 * One way to ask for a page of any list, and one shape of the answer. Each list names the columns
 * it may be sorted by and the page sizes it offers; anything else is a 400, not a surprise.
 * The web keeps the same parameters in the URL, so a refresh, Back or a shared link shows the same page.
 */
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export type ListDefinition<Sort extends string = string> = {
  /** Columns the server may sort by, the first being the default. */
  sort: readonly [Sort, ...Sort[]];
  defaultOrder: SortOrder;
  /** Page sizes the screen offers (e.g. 25, 50, 75, 100), in the order shown; the first is the default unless `defaultLimit`. */
  limits: readonly [number, ...number[]];
  /** The default page size when it is not the first offered (10/25/50/100 with 25 by default). */
  defaultLimit?: number;
};

/** What a list is unless it says otherwise: ascending, 25 a page with 50, 75 and 100 on offer. */
const LIST_DEFAULTS = { defaultOrder: "asc", limits: [25, 50, 75, 100] } as const;

type ListOptions = Partial<Omit<ListDefinition, "sort">>;

/** A list sorted by the columns of `sort` (the first by default), with `LIST_DEFAULTS` unless `more` says otherwise. */
/* @__NO_SIDE_EFFECTS__ */
export function listDefinition<
  const Sort extends readonly [string, ...string[]],
  const More extends ListOptions = Record<never, never>,
>(sort: Sort, more?: More) {
  // Typed as written out by hand: the literal columns and page sizes, what `more` replaced in place of the defaults.
  return { ...LIST_DEFAULTS, ...more, sort } as Omit<typeof LIST_DEFAULTS, keyof More> &
    More & { readonly sort: Sort };
}

/** A table of the school office (students, teachers, enrolment): 10 a page as well, 25 by default. */
/* @__NO_SIDE_EFFECTS__ */
export function schoolOfficeList<const Sort extends readonly [string, ...string[]]>(sort: Sort) {
  return listDefinition(sort, { limits: [10, 25, 50, 100], defaultLimit: 25 });
}

/** The page size a list shows when the request names none. */
export const defaultLimitOf = (list: ListDefinition) => list.defaultLimit ?? list.limits[0];

/** The names the list parameters use in a query string and in the URL of the screen. */
export const LIST_PARAMS = ["page", "limit", "search", "sort", "order"] as const;

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const emptyAsUndefined = (value: unknown) => {
  const first = firstValue(value);
  return first === "" ? undefined : first;
};

/** The query schema of a list: paging, search, sort and its own filters (each optional). */
export function listQuerySchema<Sort extends string, Filters extends z.ZodRawShape>(
  list: ListDefinition<Sort>,
  filters: Filters,
) {
  const [defaultSort] = list.sort;
  const defaultLimit = defaultLimitOf(list);
  return z.object({
    page: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: msg("badRequest") })
        .int(msg("badRequest"))
        .min(1, msg("badRequest"))
        .max(LIMITS.pageMax, msg("badRequest"))
        .default(1),
    ),
    limit: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: msg("badRequest") })
        .refine((n) => list.limits.includes(n), msg("badRequest"))
        .default(defaultLimit),
    ),
    search: z.preprocess(emptyAsUndefined, queryText(LIMITS.searchMax).optional()),
    sort: z.preprocess(
      emptyAsUndefined,
      z
        .enum(list.sort as unknown as [Sort, ...Sort[]], { error: msg("sortNotAllowed") })
        .default(defaultSort),
    ),
    order: z.preprocess(
      emptyAsUndefined,
      z.enum(SORT_ORDERS, { error: msg("badRequest") }).default(list.defaultOrder),
    ),
    ...filters,
  });
}

/** An optional filter from a query string: empty means no filter. */
export const queryFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());

/** A page of a list: its rows, how many there are in all (for the pager) and where we are. */
export function pagedResultSchema<Item extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(
  item: Item,
  extra?: Extra,
) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    ...((extra ?? {}) as Extra),
  });
}

/** True when a request carries any list parameter: then it wants a page, else the spec's whole list. */
export const wantsPage = (query: Record<string, unknown>, filterNames: readonly string[] = []) =>
  [...LIST_PARAMS, ...filterNames].some((name) => query[name] !== undefined);
