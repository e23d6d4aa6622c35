// The scale benchmark: generates the 100k data set (and 1k and 10k for the growth row) into PGlite
// folders and, when PostgreSQL answers, PostgreSQL databases; measures every row on each; keeps the
// figures in .tmp/scale/results.json and rewrites the marked section of docs/benchmarks.md from them.
//
//   npm run build -w server && npm install --prefix bench && npm run bench:scale -- [options]
//     --only=big-page,typical-page,whole-list,operator-search,mixed,practice,bulk,restart,growth   (rows; default all)
//     --short            fewer runs and 5 s load runs (a quick look, not figures to quote)
//     --reuse            keep the data sets already generated (each row then reads what earlier
//                        runs wrote: the bulk row adds 5,000 pupils to its school each time)
//     --database=pglite|postgres|both   (default both when PostgreSQL answers)
//     --db-prefix=NAME   PostgreSQL databases NAME_1000, NAME_10000, NAME_100000 (default ganit_scale)
//     --seconds=20 --pairs=1             the mixed reads' run length and A B pairs
//     --no-docs          print only;   --docs-only   rewrite the section from the kept figures
//   GANIT_CPU_PROF=<folder> in the environment: each Ganit process the rows start writes a V8 CPU
//   profile there when it stops (node --cpu-prof), to see where the server's time goes under a row.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { RESULTS_FILE, type Result, saveResult, writeDocs } from "./docs.ts";
import { load, ROOT, requireBuild, signIn, startGanit, type Target } from "./lib.ts";
import { type Figures, ROWS, type RowContext, SCALE_OUT_ROW } from "./rows.ts";
import { openSqlSide } from "./sql-side.ts";

const { values } = parseArgs({
  options: {
    only: { type: "string", default: "" },
    short: { type: "boolean", default: false },
    reuse: { type: "boolean", default: false },
    database: { type: "string", default: "both" },
    "db-prefix": { type: "string", default: "ganit_scale" },
    seconds: { type: "string" },
    pairs: { type: "string", default: "1" },
    "no-docs": { type: "boolean", default: false },
    "docs-only": { type: "boolean", default: false },
  },
});
if (values["docs-only"]) {
  writeDocs([...ROWS, SCALE_OUT_ROW]);
  process.exit(0);
}
requireBuild();
const SIZES = [1000, 10000, 100000];
const only = values.only ? values.only.split(",") : ROWS.map((r) => r.id);
const unknown = only.filter((id) => !ROWS.some((r) => r.id === id));
if (unknown.length) throw new Error(`unknown rows: ${unknown.join(", ")}`);
const prefix = values["db-prefix"];
const postgresAnswers = (() => {
  try {
    execFileSync("psql", ["-h", "127.0.0.1", "-U", "postgres", "-Atc", "select 1"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
const kinds = (["pglite", "postgres"] as const)
  .filter((k) => values.database === "both" || values.database === k)
  .filter((k) => k === "pglite" || postgresAnswers);
const needed = only.includes("growth") ? SIZES : [100000];
const dirOf = (n: number) => path.join(ROOT, `.tmp/scale/pglite-${n}`);
const targetOf = (kind: "pglite" | "postgres", n: number): Target =>
  kind === "pglite"
    ? { kind, dir: dirOf(n) }
    : { kind, url: `postgres://postgres@127.0.0.1:5432/${prefix}_${n}` };

// The data sets, made afresh unless --reuse (and present).
for (const n of needed) {
  if (values.reuse && existsSync(dirOf(n))) continue;
  const args = [`--students=${n}`, `--dir=${dirOf(n)}`, `--db=${prefix}_${n}`];
  if (kinds.includes("postgres")) args.push(kinds.includes("pglite") ? "--postgres" : "--postgres-only");
  console.log(`generating ${n} students (${kinds.join(", ")}) …`);
  execFileSync(process.execPath, [path.join(ROOT, "bench/scale/generate.mjs"), ...args], {
    stdio: "inherit",
  });
}

const seconds = Number(values.seconds ?? (values.short ? 5 : 20));
const note = (kind: string, id: string, result: Result) => {
  saveResult(id, kind, result);
  console.log(`${kind} ${id} (load ${result.load}):`, result.figures ?? result.error);
};
async function measure(kind: string, id: string, run: () => Promise<Figures>) {
  const at = new Date().toISOString().slice(0, 16).replace("T", " ");
  const before = load();
  try {
    note(kind, id, { figures: await run(), load: `${before} → ${load()}`, at });
  } catch (error) {
    note(kind, id, { error: String(error).slice(0, 300), load: before, at });
  }
}

for (const kind of kinds) {
  const target = targetOf(kind, 100000);
  const tokens = new Map<string, string>();
  const rc: RowContext = {
    base: "",
    target,
    short: values.short,
    runs: (full) => (values.short ? Math.max(3, Math.round(full / 5)) : full),
    async token(username) {
      const key = `${rc.base} ${username}`;
      if (!tokens.has(key)) tokens.set(key, await signIn(rc.base, username));
      return tokens.get(key) as string;
    },
    tokenAt: (base, username) => signIn(base, username),
    sizes: SIZES.map((n) => ({ students: n, target: targetOf(kind, n) })),
    seconds,
    pairs: Number(values.pairs),
  };
  // The rows with processes of their own first: the restart then opens the folder as generated.
  for (const row of ROWS) {
    if (row.kind !== "own" || !only.includes(row.id) || (row.pgliteOnly && kind !== "pglite")) continue;
    // A token of the 100k set for the restart row, made by a process of its own.
    if (row.id === "restart") {
      const ganit = await startGanit(target);
      rc.base = ganit.base;
      await rc.token("school@ganit.demo");
      await ganit.stop();
    }
    await measure(kind, row.id, () => row.run(rc));
  }
  const shared = ROWS.filter((r) => r.kind === "shared" && only.includes(r.id));
  if (shared.length) {
    const side = await openSqlSide(target);
    const ganit = await startGanit(target);
    rc.base = ganit.base;
    try {
      for (const row of shared)
        if (row.kind === "shared") await measure(kind, row.id, () => row.run(rc, side));
    } finally {
      await ganit.stop();
      await side.close();
    }
  }
}

if (!values["no-docs"]) {
  writeDocs([...ROWS, SCALE_OUT_ROW]);
  console.log(`docs/benchmarks.md: the scale section rewritten from ${path.relative(ROOT, RESULTS_FILE)}`);
}
