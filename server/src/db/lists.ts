import type { SortOrder } from "@ganit/contracts";
import { asc, desc, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./schema.ts";

/**
 * One way for every list to page, sort and search on the server. The sort key has already been
 * checked against the list's allow-list by its query schema (an unknown key is a 400 there); here it
 * picks a column from the same list, so no text from the request ever reaches the SQL but as a
 * parameter.
 */
export type ListQuery<Sort extends string> = {
  page: number;
  limit: number;
  search?: string | undefined;
  sort: Sort;
  order: SortOrder;
};

export type Paged<Row> = { items: Row[]; total: number; page: number; limit: number };

/** `%term%` for ILIKE with the user's own `%`, `_` and `\` taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Rows where any of the columns contains the search text (case-insensitive); nothing when no search.
 * `lowered` columns hold lower-cased text already (a row's copy of its account's name or e-mail):
 * they are compared with `like` and the lower-cased pattern, which is what `ilike` does on a UTF-8
 * database (both sides lower-cased) without lower-casing every row's text again.
 */
export function searchCondition(
  search: string | undefined,
  columns: (AnyPgColumn | SQL)[],
  lowered: AnyPgColumn[] = [],
): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return sql`(${sql.join(
    [
      ...lowered.map((column) => sql`${column} like lower(${pattern})`),
      ...columns.map((column) => sql`coalesce(${column}, '') ilike ${pattern}`),
    ],
    sql` or `,
  )})`;
}

/**
 * The account's name and e-mail lower-cased, and its phone, read from the account: what a school's
 * row (a pupil's, a teacher's) keeps where the school's index can hold it, so the school's lists sort
 * and search without reading accounts (docs/adr/0371). Values for an insert or an update of that row,
 * in the transaction that writes the account. A search of the copies means what a search of the
 * account meant: ILIKE compares lower-cased text, and the phone is copied as it is.
 */
export const accountListKeys = (userId: AnyPgColumn | string) => ({
  sortName: sql<string>`(select lower(${users.name}) from ${users} where ${users.id} = ${userId})`,
  sortEmail: sql<string>`(select lower(${users.email}) from ${users} where ${users.id} = ${userId})`,
  accountPhone: sql<string | null>`(select ${users.phone} from ${users} where ${users.id} = ${userId})`,
});

/** A row as the API answers it: its `createdAt` timestamp as ISO text. */
export const withIsoCreatedAt = <Row extends { createdAt: Date }>(
  row: Row,
): Omit<Row, "createdAt"> & { createdAt: string } => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A list's select with its joins and filters, not yet ordered or limited (a Drizzle builder). */
export type ListSelect<Row> = {
  orderBy(...columns: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } };
};
type PageWindow = { orderBy: SQL[]; limit: number; offset: number };

/**
 * Runs a list query: `rows` gets the ORDER BY (the chosen column, then a unique tiebreaker so pages
 * never overlap), LIMIT and OFFSET; `count` the total. Both see the same filters, built by the caller.
 * `rows` is the select with its filters (`db.select(columns).from(…).where(where)`), or a function of
 * the page's window; `count` is the `select({ n: countAll })` with the same filters, or a function.
 */
export async function pageOf<Row, Sort extends string>(options: {
  query: ListQuery<Sort>;
  sortColumns: Record<Sort, AnyPgColumn | SQL>;
  tiebreaker: AnyPgColumn;
  /** Columns that order rows the sort leaves equal (classes within a course), ascending, before the tiebreaker. */
  thenBy?: Partial<Record<Sort, (AnyPgColumn | SQL)[]>>;
  rows: ListSelect<Row> | ((page: PageWindow) => PromiseLike<Row[]>);
  count: PromiseLike<{ n: number }[]> | (() => Promise<number>);
}): Promise<Paged<Row>> {
  const { query, rows, count } = options;
  const direction = query.order === "desc" ? desc : asc;
  const orderBy = [
    direction(options.sortColumns[query.sort]),
    ...(options.thenBy?.[query.sort] ?? []).map((column) => asc(column)),
    asc(options.tiebreaker),
  ];
  const offset = (query.page - 1) * query.limit;
  const [items, total] = await Promise.all([
    typeof rows === "function"
      ? rows({ orderBy, limit: query.limit, offset })
      : rows
          .orderBy(...orderBy)
          .limit(query.limit)
          .offset(offset),
    typeof count === "function" ? count() : countOf(count),
  ]);
  return { items, total, page: query.page, limit: query.limit };
}

/** `count(*)` as a number on both drivers (PostgreSQL's bigint would arrive as a string). */
export const countAll = sql<number>`cast(count(*) as integer)`;

/** The query string of a request URL as sent (before the schema fills in defaults). */
export const rawQuery = (url: string): Record<string, string> =>
  Object.fromEntries(new URL(url, "http://ganit.invalid").searchParams);

/** A list's total from its `select({ n: countAll }) … where(…)`: the one number `pageOf`'s `count` answers. */
export const countOf = async (query: PromiseLike<{ n: number }[]>): Promise<number> =>
  (await query)[0]?.n ?? 0;
