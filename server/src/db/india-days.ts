import { and, gte, lt, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * India keeps one offset all year (Asia/Kolkata, UTC+05:30, no daylight saving), so a day in India
 * is the UTC interval [day − 5h30, next day − 5h30). Filters over a `timestamptz` column compare
 * with these instants, never with a converted column, so the column's index still serves them.
 */
const INDIA_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant an India day (YYYY-MM-DD) begins. */
export const startOfIndiaDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);

/** `column` within the India days `from`..`to`, both inclusive and each optional. */
export function withinIndiaDays(
  column: AnyPgColumn,
  range: { from?: string | undefined; to?: string | undefined },
): SQL | undefined {
  return and(
    range.from ? gte(column, startOfIndiaDay(range.from)) : undefined,
    range.to ? lt(column, new Date(startOfIndiaDay(range.to).getTime() + DAY_MS)) : undefined,
  );
}
