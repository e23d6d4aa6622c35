// The school's list of students, three ways: the big school's page of 25 with a search, a typical
// school's same page against the SQL the service sends for it, and the big school's whole list (the
// spec's call without parameters) with its bytes raw and compressed.

import type { StudentsQuery } from "../../packages/contracts/src/index.ts";
import { createStudentsService } from "../../server/src/modules/students/index.ts";
import { alternate, median, ok, percentile, request } from "./lib.ts";
import type { Figures, RowContext } from "./rows.ts";
import { type SqlSide, schoolCaller } from "./sql-side.ts";

export const BIG_SCHOOL = "school@ganit.demo";
/** A generated school of about 98 pupils, in the middle of the 1,000. */
export const TYPICAL_SCHOOL = "school501@scale.bench";
const PAGE = { page: 1, limit: 25, sort: "name", order: "asc", search: "sha" } as const;
const pageQuery = new URLSearchParams(
  Object.entries(PAGE).map(([k, v]): [string, string] => [k, String(v)]),
).toString();

/** HTTP of the list call against its own statements replayed, A B A B … */
async function httpVsSql(
  rc: RowContext,
  side: SqlSide,
  username: string,
  query: StudentsQuery | null,
  pairs: number,
) {
  const token = await rc.token(username);
  const caller = await schoolCaller(side, username);
  const statements = await side.capture((ctx) => createStudentsService(ctx).list(caller, query));
  const url = `${rc.base}/api/student/getall${query ? `?${pageQuery}` : ""}`;
  const run = await alternate(
    rc.runs(pairs),
    () => ok(url, { headers: { authorization: token } }),
    () => side.replay(statements),
  );
  return { run, statements: statements.length, url, token };
}

export async function bigSchoolPage(rc: RowContext, side: SqlSide): Promise<Figures> {
  const { run, statements } = await httpVsSql(rc, side, BIG_SCHOOL, { ...PAGE } as StudentsQuery, 100);
  return {
    "p50 ms": median(run.a),
    "p95 ms": percentile(run.a, 95),
    "its SQL p50 ms": median(run.b),
    "its SQL p95 ms": percentile(run.b, 95),
    statements,
    pairs: run.a.length,
  };
}

export async function typicalSchoolPage(rc: RowContext, side: SqlSide): Promise<Figures> {
  const { run, statements } = await httpVsSql(rc, side, TYPICAL_SCHOOL, { ...PAGE } as StudentsQuery, 200);
  return {
    "HTTP / SQL (median of pair ratios)": median(run.ratios),
    "HTTP p50 ms": median(run.a),
    "SQL p50 ms": median(run.b),
    statements,
    pairs: run.a.length,
  };
}

export async function wholeList(rc: RowContext, side: SqlSide): Promise<Figures> {
  const { run, statements, url, token } = await httpVsSql(rc, side, BIG_SCHOOL, null, 30);
  const raw = await ok(url, { headers: { authorization: token } });
  const gzip = await request(url, { headers: { authorization: token, "accept-encoding": "gzip" } });
  const br = await request(url, { headers: { authorization: token, "accept-encoding": "br, gzip" } });
  return {
    "HTTP p50 ms": median(run.a),
    "SQL p50 ms": median(run.b),
    "HTTP / SQL (median of pair ratios)": median(run.ratios),
    students: (JSON.parse(raw.body.toString()) as unknown[]).length,
    "bytes raw": raw.bytes,
    "bytes asking gzip": gzip.bytes,
    "gzip answered": gzip.headers["content-encoding"] ?? "none",
    "bytes asking br": br.bytes,
    statements,
    pairs: run.a.length,
  };
}
