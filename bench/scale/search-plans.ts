// The operator's student search across schools: the plans of the statements the service sends, on
// PostgreSQL or a PGlite folder, and the median of the service's whole answer.
//
//   npx tsx bench/scale/search-plans.ts --url=postgres://postgres@127.0.0.1:5432/ganit_scale_100000
//   npx tsx bench/scale/search-plans.ts --dir=.tmp/scale/pglite-100000   (no Ganit running on it)
//     [--runs=9] [--search=Aara,sha] [--analyze=false]   (EXPLAIN without ANALYZE: the plan alone)
import { parseArgs } from "node:util";
import type { StudentDirectoryQuery } from "../../packages/contracts/src/index.ts";
import { createStudentDirectoryService } from "../../server/src/modules/operator-lists/index.ts";
import { load, median, timed } from "./lib.ts";
import { openSqlSide } from "./sql-side.ts";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    dir: { type: "string" },
    runs: { type: "string", default: "9" },
    search: { type: "string", default: "Aara,sha" },
    analyze: { type: "string", default: "true" },
  },
});
const side = await openSqlSide(
  values.url ? { kind: "postgres", url: values.url } : { kind: "pglite", dir: values.dir ?? "" },
);
const options = values.analyze === "true" ? "analyze, buffers" : "costs";
try {
  for (const search of (values.search ?? "").split(",")) {
    const query = { page: 1, limit: 25, sort: "name", order: "asc", search } as StudentDirectoryQuery;
    const list = () => side.capture((ctx) => createStudentDirectoryService(ctx).list(query));
    const statements = await list();
    const times: number[] = [];
    for (let i = 0; i < Number(values.runs) + 2; i++) {
      const t = await timed(list);
      if (i >= 2) times.push(t);
    }
    console.log(
      `search "${search}": median ${median(times).toFixed(1)} ms of ${times.length} (load ${load()})`,
    );
    // The rows and the count (the page's enrolments follow and read 25 pupils by their ids).
    for (const { sql, params } of statements.slice(0, 2)) {
      const plan = await side.query<Record<string, string>>(`explain (${options}) ${sql}`, params);
      console.log(`  -- ${sql.slice(0, 70)}…`);
      for (const row of plan) console.log(`     ${Object.values(row)[0]}`);
    }
  }
} finally {
  await side.close();
}
