/**
 * The months as message keys, January first: the key each generator's texts name a month by. The
 * order is part of every draw that picks a month by its place, so it never changes.
 */
export const MONTH_KEYS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;
