import { z } from "zod";
import { queryFilter } from "./lists.ts";
import { msg } from "./messages.ts";

/**
 * Days as the screens and query strings write them (YYYY-MM-DD), read as days in India
 * (Asia/Kolkata): a list's `from`–`to` filter covers from the first moment of `from` to the last of
 * `to` in India time, whatever the reader's own clock says.
 */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const isRealDay = (value: string) => {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
export const daySchema = z
  .string({ error: msg("dateInvalid") })
  .max(10, { error: msg("dateInvalid"), abort: true })
  .refine(isRealDay, msg("dateInvalid"));

/** A `from`–`to` pair of India days (both optional, both inclusive); `from` after `to` is a 400. */
export const dayRangeFilters = { from: queryFilter(daySchema), to: queryFilter(daySchema) };
export const dayRangeIsOrdered = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
