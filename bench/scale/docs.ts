// The scale benchmark's section of docs/benchmarks.md, between two marker comments: rewritten whole
// from the kept results on every run, so a run of one row updates that row and keeps the others.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib.ts";
import type { Figures } from "./rows.ts";

export const BEGIN = "<!-- bench:scale begin -->";
export const END = "<!-- bench:scale end -->";
export type Result = { figures?: Figures; error?: string; load: string; at: string };
type Results = Record<string, Record<string, Result>>;
export const RESULTS_FILE = path.join(ROOT, ".tmp/scale/results.json");

/** Every row's last figures on each database, kept between runs so one row can be run alone. */
export function loadResults(): Results {
  return existsSync(RESULTS_FILE) ? JSON.parse(readFileSync(RESULTS_FILE, "utf8")) : {};
}
export function saveResult(id: string, kind: string, result: Result) {
  const results = loadResults();
  results[id] = { ...results[id], [kind]: result };
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2));
}
/** Rewrites the section of docs/benchmarks.md from the kept results. */
export function writeDocs(rows: Described[]) {
  const file = path.join(ROOT, "docs/benchmarks.md");
  writeFileSync(file, replaceSection(readFileSync(file, "utf8"), renderSection(rows, loadResults())));
}

const KINDS = [
  ["pglite", "PGlite"],
  ["postgres", "PostgreSQL"],
] as const;

function value(key: string, v: number | string): string {
  if (typeof v === "string") return v;
  if (/ \/ |Ganit \/ bare/.test(key))
    return key.includes("bare") ? `${(v * 100).toFixed(1)} %` : `${v.toFixed(2)}×`;
  if (/bytes/.test(key)) return v.toLocaleString("en-US");
  if (/ms/.test(key)) return v >= 100 ? v.toFixed(0) : v.toFixed(1);
  return Number.isInteger(v) ? v.toLocaleString("en-US") : v.toFixed(1);
}

function cell(result: Result | undefined): string {
  if (!result) return "not run";
  if (result.error) return `failed: ${result.error.replaceAll("|", "/").replaceAll("\n", " ")}`;
  const figures = Object.entries(result.figures ?? {}).map(([k, v]) => `${k} **${value(k, v)}**`);
  return `${figures.join("; ")} (${result.at} UTC, load ${result.load})`;
}

type Described = { id: string; title: string; pgliteOnly?: boolean; postgresOnly?: boolean };
export function renderSection(rows: Described[], results: Results) {
  const lines = [
    BEGIN,
    "<!-- written by npm run bench:scale and bench:scale-out from .tmp/scale/results.json: edit bench/scale/docs.ts -->",
    "",
    "`npm run build -w server && npm install --prefix bench && npm run bench:scale` (`--only=ROW,…` one row,",
    "`--short` a quick look, `--reuse` the data sets as they are, `--db-prefix=NAME` one's own databases).",
    "Every ratio is the median of the pair ratios of A and B run in turn (A B A B …) in one run; the load",
    "average (1 / 5 / 15 min) at the start and end of each row is given because other work shares the 2 cores.",
    "",
    "| row | measure | PGlite | PostgreSQL |",
    "|---|---|---|---|",
  ];
  for (const row of rows) {
    const byKind = results[row.id] ?? {};
    const applies = (k: string) => (k === "postgres" ? !row.pgliteOnly : !row.postgresOnly);
    const cells = KINDS.map(([k]) => (applies(k) ? cell(byKind[k]) : "—"));
    lines.push(`| ${row.id} | ${row.title} | ${cells.join(" | ")} |`);
  }
  lines.push("", END);
  return lines.join("\n");
}

export function replaceSection(doc: string, section: string): string {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < 0)
    return `${doc.trimEnd()}\n\n## Speed at scale (\`npm run bench:scale\`)\n\n${section}\n`;
  return doc.slice(0, start) + section + doc.slice(end + END.length);
}
