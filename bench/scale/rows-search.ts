// The operator's student search across all schools (`GET /api/superadmin/students?search=…`, page of
// 25 by name), on the data as the generator leaves it (vacuumed, then a 5,000-pupil upload nothing has
// vacuumed since): HTTP against the statements the service sends for it replayed on the database, A B
// A B …, for a search matching a few thousand pupils ("Aara") and one matching some 16,000 ("sha").

import { API, type StudentDirectoryQuery } from "../../packages/contracts/src/index.ts";
import { createStudentDirectoryService } from "../../server/src/modules/operator-lists/index.ts";
import { alternate, median, ok, percentile } from "./lib.ts";
import type { Figures, RowContext } from "./rows.ts";
import type { SqlSide } from "./sql-side.ts";

export const OPERATOR = "superadmin";
export const SEARCHES = ["Aara", "sha"] as const;

export async function operatorSearch(rc: RowContext, side: SqlSide): Promise<Figures> {
  const token = await rc.token(OPERATOR);
  const figures: Figures = {};
  for (const search of SEARCHES) {
    const query = { page: 1, limit: 25, sort: "name", order: "asc", search } as StudentDirectoryQuery;
    const statements = await side.capture((ctx) => createStudentDirectoryService(ctx).list(query));
    const url = `${rc.base}${API.studentDirectory}?page=1&limit=25&sort=name&order=asc&search=${search}`;
    const answer = await ok(url, { headers: { authorization: token } });
    const run = await alternate(
      rc.runs(30),
      () => ok(url, { headers: { authorization: token } }),
      () => side.replay(statements),
    );
    figures[`"${search}" p50 ms`] = median(run.a);
    figures[`"${search}" p95 ms`] = percentile(run.a, 95);
    figures[`"${search}" its SQL p50 ms`] = median(run.b);
    figures[`"${search}" total`] = (JSON.parse(answer.body.toString()) as { total: number }).total;
  }
  figures.pairs = rc.runs(30);
  return figures;
}
