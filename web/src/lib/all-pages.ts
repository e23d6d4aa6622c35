/** The list's own query (search, filters, sort) asking for one page of `pageSize` rows. */
function pageQuery(listQuery: string, page: number, pageSize: number): string {
  const query = new URLSearchParams(listQuery);
  query.set("page", String(page));
  query.set("limit", String(pageSize));
  return query.toString();
}

/**
 * Every row a filtered list holds, for an export: the list's own query with its search, filters and
 * sort, asked page by page (the server's largest page) until the total is reached or `maxRows`.
 * The server pages and filters; the browser only collects.
 */
export async function allPagesOf<Row>(
  fetchPage: (query: string) => Promise<{ items: Row[]; total: number }>,
  listQuery: string,
  options: { pageSize: number; maxRows: number },
): Promise<{ rows: Row[]; total: number }> {
  const rows: Row[] = [];
  let total = 0;
  for (let page = 1; rows.length < options.maxRows; page += 1) {
    const answer = await fetchPage(pageQuery(listQuery, page, options.pageSize));
    total = answer.total;
    rows.push(...answer.items);
    if (answer.items.length < options.pageSize || rows.length >= total) break;
  }
  return { rows: rows.slice(0, options.maxRows), total };
}

/** The most rows one export writes; a larger list asks for a narrower filter first. */
export const EXPORT_ROWS_MAX = 10_000;

/** A file name with today's date: `students-2026-11-24.xlsx`. */
export const datedFileName = (stem: string, today = new Date()) =>
  `${stem}-${today.toISOString().slice(0, 10)}.xlsx`;

/**
 * An export of a whole filtered list: every row (the list's largest page at a time, at most
 * EXPORT_ROWS_MAX) handed to `download`; says how many rows went into the file, of how many.
 */
export async function exportAllPages<Row>(
  fetchPage: (query: string) => Promise<{ items: Row[]; total: number }>,
  listQuery: string,
  pageSizes: readonly number[],
  download: (rows: Row[]) => Promise<void>,
): Promise<{ exported: number; total: number }> {
  const { rows, total } = await allPagesOf(fetchPage, listQuery, {
    pageSize: Math.max(...pageSizes),
    maxRows: EXPORT_ROWS_MAX,
  });
  await download(rows);
  return { exported: rows.length, total };
}

/**
 * Every row a filtered list holds, however many, page after page (never more than one page in
 * flight, so a slow line is not flooded), saying after each page how many rows have come of how many.
 */
export async function everyPageOf<Row>(
  fetchPage: (query: string) => Promise<{ items: Row[]; total: number }>,
  listQuery: string,
  pageSize: number,
  onProgress?: (done: number, total: number) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(pageQuery(listQuery, page, pageSize));
    rows.push(...answer.items);
    onProgress?.(rows.length, answer.total);
    if (answer.items.length === 0 || rows.length >= answer.total) return rows;
  }
}
