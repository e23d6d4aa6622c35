/**
 * The items in runs of at most `size`, in order: one insert or read a run, for PostgreSQL's 65,535
 * parameters a statement (and a report's tables of so many rows).
 */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
