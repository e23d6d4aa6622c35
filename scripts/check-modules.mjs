// `npm run lint` runs this after Biome: the server's module boundaries (docs/adr/0221-table-owners-and-commands.md).
//
//   1. A module is entered only through its public entry: code outside `server/src/modules/<m>/` imports
//      `modules/<m>/index.ts`, never another of its files.
//   2. Every table of `server/src/db/schema.ts` has one owner (OWNERS below, the table in
//      docs/architecture.md), and only the owner's files insert, update or delete its rows — with
//      Drizzle (`.insert(table)`) or in SQL (`insert into table`). Others call the owner's functions.
//   3. No loop: the folders of `server/src` (each module, each infrastructure folder, each root file)
//      never import each other in a circle.
//
// Tests and their helpers (`*.test.ts`, `test-*.ts`, `server/src/test/`) may reach anywhere to set up
// rows; the demo loader (`server/src/demo/`) writes its fixture rows (past purchases, progress)
// directly, as data, and is held to rules 1 and 3 only.
//
//   node scripts/check-modules.mjs        exits 1 and names every break
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const SRC = path.join(ROOT, "server", "src");

/** Table (the schema's export) → the folder that owns it. */
const OWNERS = {
  users: "modules/users",
  passwordTokens: "modules/users",
  loginFailures: "modules/users",
  endedSessions: "modules/users",
  schools: "modules/schools",
  students: "modules/students",
  teachers: "modules/teachers",
  courses: "modules/courses",
  courseClasses: "modules/courses",
  courseLevels: "modules/courses",
  courseTitles: "modules/courses",
  courseResources: "modules/courses",
  catalogueVersion: "modules/courses",
  contentItems: "modules/content",
  purchases: "modules/purchases",
  purchaseLines: "modules/purchases",
  purchasedClasses: "modules/purchases",
  settings: "modules/purchases",
  enrolments: "modules/enrolment",
  resourceProgress: "modules/progress",
  practiceSets: "modules/practice",
  practiceAttempts: "modules/practice",
  practiceAnswers: "modules/practice",
  practiceLevels: "modules/practice",
  auditEvents: "audit",
  mailOutbox: "mail",
  jobs: "jobs",
  throttleHits: "plugins",
};

/** Files that set up or seed data rather than run the product's rules. */
const isTest = (rel) =>
  rel.startsWith("test/") || /\.test\.ts$/.test(rel) || /(^|\/)test-[\w-]+\.ts$/.test(rel);
const isDemo = (rel) => rel.startsWith("demo/");

/** The folder a file belongs to: `modules/<m>`, a top-level folder, or the root file itself. */
function unitOf(rel) {
  const parts = rel.split("/");
  if (parts[0] === "modules") return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0] : rel;
}

function walk(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...walk(full));
    else if (entry.name.endsWith(".ts")) files.push(full);
  }
  return files;
}

const problems = [];

// The schema's tables: the export name and the SQL name of each.
const schema = readFileSync(path.join(SRC, "db", "schema.ts"), "utf8");
const tables = new Map(); // export name → SQL name
for (const match of schema.matchAll(/export const (\w+) = pgTable\(\s*"(\w+)"/g))
  tables.set(match[1], match[2]);
for (const name of tables.keys()) {
  if (!OWNERS[name])
    problems.push(
      `db/schema.ts: table ${name} has no owner (add it to OWNERS in scripts/check-modules.mjs and to docs/architecture.md)`,
    );
}
for (const name of Object.keys(OWNERS)) {
  if (!tables.has(name))
    problems.push(`scripts/check-modules.mjs: OWNERS names ${name}, which db/schema.ts does not have`);
}
const bySqlName = new Map([...tables].map(([name, sqlName]) => [sqlName, name]));

const lineOf = (text, index) => text.slice(0, index).split("\n").length;
const importPattern = /(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"|import\(\s*"(\.[^"]+)"\s*\)/g;
const writePatterns = [
  // Drizzle: db.insert(table), tx.update(table), tx.delete(table)
  { re: /\.(insert|update|delete)\(\s*(\w+)\s*\)/g, table: (m) => (tables.has(m[2]) ? m[2] : null) },
  // SQL: insert into users …, update schools set …, delete from mail_outbox …, or ${table}
  {
    re: /\b(insert\s+into|delete\s+from)\s+(?:"(\w+)"|\$\{(\w+)\}|(\w+))/gi,
    table: (m) => (m[3] && tables.has(m[3]) ? m[3] : (bySqlName.get(m[2] ?? m[4]) ?? null)),
  },
  {
    re: /\bupdate\s+(?:"(\w+)"|\$\{(\w+)\}|(\w+))\s+set\b/gi,
    table: (m) => (m[2] && tables.has(m[2]) ? m[2] : (bySqlName.get(m[1] ?? m[3]) ?? null)),
  },
];

const edges = new Map(); // unit → Map(unit → first import seen, for the message)
for (const file of walk(SRC)) {
  const rel = path.relative(SRC, file).split(path.sep).join("/");
  if (isTest(rel)) continue;
  const unit = unitOf(rel);
  const text = readFileSync(file, "utf8");

  for (const match of text.matchAll(importPattern)) {
    const spec = match[1] ?? match[2];
    const target = path
      .relative(SRC, path.resolve(path.dirname(file), spec))
      .split(path.sep)
      .join("/");
    if (target.startsWith("..")) continue; // outside server/src (packages)
    const targetUnit = unitOf(target);
    if (targetUnit === unit) continue;
    const where = `${rel}:${lineOf(text, match.index)}`;
    // Rule 1: another module only through its public entry.
    if (targetUnit.startsWith("modules/") && target !== `${targetUnit}/index.ts`) {
      problems.push(
        `${where}: imports ${target}, an internal file of ${targetUnit}: import ${targetUnit}/index.ts (and export what you need there)`,
      );
    }
    if (!edges.has(unit)) edges.set(unit, new Map());
    if (!edges.get(unit).has(targetUnit)) edges.get(unit).set(targetUnit, where);
  }

  // Rule 2: only the owner writes a table.
  if (isDemo(rel)) continue;
  for (const { re, table } of writePatterns) {
    for (const match of text.matchAll(re)) {
      const name = table(match);
      if (!name || OWNERS[name] === unit) continue;
      problems.push(
        `${rel}:${lineOf(text, match.index)}: writes ${tables.get(name)}, which ${OWNERS[name]} owns: call its function instead (or move this rule there as a command)`,
      );
    }
  }
}

// Rule 3: no loop between folders (Tarjan's strongly connected components).
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const loops = [];
function connect(unit) {
  index.set(unit, counter);
  low.set(unit, counter);
  counter++;
  stack.push(unit);
  onStack.add(unit);
  for (const next of edges.get(unit)?.keys() ?? []) {
    if (!index.has(next)) {
      connect(next);
      low.set(unit, Math.min(low.get(unit), low.get(next)));
    } else if (onStack.has(next)) low.set(unit, Math.min(low.get(unit), index.get(next)));
  }
  if (low.get(unit) === index.get(unit)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== unit);
    if (component.length > 1) loops.push(component);
  }
}
for (const unit of edges.keys()) if (!index.has(unit)) connect(unit);
for (const loop of loops) {
  const inLoop = new Set(loop);
  const links = loop.flatMap((from) =>
    [...(edges.get(from) ?? [])]
      .filter(([to]) => inLoop.has(to))
      .map(([to, where]) => `${from} → ${to} (${where})`),
  );
  problems.push(`import loop between ${loop.sort().join(", ")}:\n    ${links.join("\n    ")}`);
}

if (problems.length > 0) {
  console.error(`Module boundaries (scripts/check-modules.mjs): ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `Module boundaries: ${tables.size} tables, each written by its owner only; modules entered through index.ts; no import loop.`,
);
