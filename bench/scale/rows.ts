// The rows of the scale benchmark, each a function of a running Ganit (`shared`) or of the data set
// alone (`own`: the row starts and stops its own processes, so it runs after the shared one stopped:
// a PGlite folder opens in one process at a time).

import type { Target } from "./lib.ts";
import { bigSchoolPage, typicalSchoolPage, wholeList } from "./rows-lists.ts";
import { operatorSearch } from "./rows-search.ts";
import { bulkUpload, growth, restart } from "./rows-write.ts";
import type { SqlSide } from "./sql-side.ts";

export type Figures = Record<string, number | string>;
export type RowContext = {
  base: string;
  target: Target;
  short: boolean;
  /** How many runs a row makes: `full` normally, about a fifth with --short. */
  runs(full: number): number;
  /** A signed-in token for the username (cached: sign-ins are braked and cost argon2). */
  token(username: string): Promise<string>;
  /** A fresh sign-in on another process. */
  tokenAt(base: string, username: string): Promise<string>;
  /** Data sets of other sizes for the growth row, by students: 1k, 10k, 100k. */
  sizes: { students: number; target: Target }[];
  /** Mixed reads: seconds per side and A B pairs. */
  seconds: number;
  pairs: number;
};
type SharedRow = {
  id: string;
  title: string;
  kind: "shared";
  run(rc: RowContext, side: SqlSide): Promise<Figures>;
};
type OwnRow = {
  id: string;
  title: string;
  kind: "own";
  pgliteOnly?: boolean;
  run(rc: RowContext): Promise<Figures>;
};
export type Row = SharedRow | OwnRow;

export const ROWS: Row[] = [
  {
    id: "big-page",
    title: 'big school: page of 25 by name, search "sha" (p50 / p95)',
    kind: "shared",
    run: bigSchoolPage,
  },
  {
    id: "typical-page",
    title: "typical school: the same call, HTTP vs its own SQL (p50)",
    kind: "shared",
    run: typicalSchoolPage,
  },
  {
    id: "whole-list",
    title: "whole list of the big school (the spec's call without parameters)",
    kind: "shared",
    run: wholeList,
  },
  {
    id: "operator-search",
    title:
      'the operator\'s student search across all schools, page of 25 by name, "Aara" and "sha" (p50 / p95), after a 5,000-pupil upload',
    kind: "shared",
    run: operatorSearch,
  },
  {
    id: "mixed",
    title:
      "mixed reads (50 connections; list, lesson tree, school dashboard, catalogue) and the same mix from a bare Fastify route",
    kind: "shared",
    // Loaded when the row runs: its load generator (autocannon) is installed with bench/ only.
    run: async (rc) => (await import("./rows-load.ts")).mixedReads(rc),
  },
  {
    id: "practice",
    title:
      "practice answers: 60 pupils answering at once (a rush), and a lab of 40 each answering every 10 s",
    kind: "shared",
    run: async (rc, side) => (await import("./rows-practice.ts")).practiceAtOnce(rc, side),
  },
  // After the reads: an upload queues 5,000 welcome mails, whose delivery would load the reads.
  {
    id: "bulk",
    title: "bulk upload of 5,000 students vs a raw `unnest` insert of the same rows",
    kind: "shared",
    run: bulkUpload,
  },
  {
    id: "restart",
    title: "restart of the 100k PGlite folder to the first list",
    kind: "own",
    pgliteOnly: true,
    run: restart,
  },
  {
    id: "growth",
    title: "growth: the list and the dashboard at 1k, 10k and 100k students",
    kind: "own",
    run: growth,
  },
];

/** Written by `npm run bench:scale-out` (bench/scale-out.ts), shown in the same table. */
export const SCALE_OUT_ROW = {
  id: "scale-out",
  title: "two Ganit processes behind HAProxy vs one (typical mix), and what must hold across them",
  postgresOnly: true,
};
