// The module boundaries, checked on syntax trees (docs/adr/0221-table-owners-and-commands.md,
// docs/adr/0511-module-rules-read-by-a-parser.md). Works on files given as text, so the real tree and
// the bypass fixtures (scripts/module-boundaries/fixtures/) run through the same code.
//
//   1. A module is entered only through its public entry: code outside `server/src/modules/<m>/`
//      imports `modules/<m>/index.ts`, never another of its files.
//   2. Every table of `server/src/db/schema.ts` has one owner, and only the owner's files insert,
//      update, delete, merge into or truncate its rows: with Drizzle (`.insert(table)`, the table
//      imported under any name, through a namespace import or a local alias) or in SQL (bare, quoted,
//      schema-qualified or interpolated). The demo loader writes fixture rows of other owners' tables
//      only as its list of fixture writes says, file by file.
//   3. No loop: the folders of `server/src` never import each other in a circle.
//   4. In the web app only `web/src/lib/` talks to the network (`fetch`, `XMLHttpRequest`): screens
//      call its API helpers.
// Tests and their helpers (`*.test.ts(x)`, `test-*.ts(x)`, a `test/` folder) may reach anywhere.
import path from "node:path";
import { findLoops } from "./loops.mjs";
import { importsOf, lineAt, parseSource, unwrap, walkNodes } from "./parse.mjs";
import { placeholder, sqlWrites } from "./sql-writes.mjs";

const isTest = (rel) =>
  rel.startsWith("test/") ||
  rel.includes("/test/") ||
  /\.test\.tsx?$/.test(rel) ||
  /(^|\/)test-[\w-]+\.tsx?$/.test(rel);

/** The folder a server file belongs to: `modules/<m>`, a top-level folder, or the root file itself. */
function unitOf(rel) {
  const parts = rel.split("/");
  if (parts[0] === "modules") return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0] : rel;
}

/** Resolves a relative specifier of `rel` to a path relative to the same root. */
const resolveFrom = (rel, spec) => path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec));

/** The schema's tables: export name → SQL name, read from `pgTable("sql_name", …)` declarations. */
function tablesOf(schemaText) {
  const tables = new Map();
  const program = parseSource(schemaText, "db/schema.ts");
  for (const { node } of walkNodes(program)) {
    if (node.type !== "VariableDeclarator" || node.id?.type !== "Identifier") continue;
    const init = unwrap(node.init);
    if (init?.type !== "CallExpression" || init.callee?.type !== "Identifier") continue;
    if (init.callee.name !== "pgTable") continue;
    const first = init.arguments[0];
    if (first?.type === "Literal" && typeof first.value === "string") tables.set(node.id.name, first.value);
  }
  return tables;
}

/**
 * The bindings of a file that stand for schema tables: named imports from db/schema.ts (under any
 * local name), namespace imports of it, and `const t = table` aliases.
 */
function tableBindings(program, rel, tables) {
  const direct = new Map(); // local name → table export name
  const namespaces = new Set();
  for (const { node } of walkNodes(program)) {
    if (node.type !== "ImportDeclaration" || !node.source.value.startsWith(".")) continue;
    if (resolveFrom(rel, node.source.value) !== "db/schema.ts") continue;
    for (const specifier of node.specifiers) {
      if (specifier.type === "ImportNamespaceSpecifier") namespaces.add(specifier.local.name);
      else if (specifier.type === "ImportSpecifier") {
        const imported = specifier.imported.name ?? specifier.imported.value;
        if (tables.has(imported)) direct.set(specifier.local.name, imported);
      }
    }
  }
  const resolve = (expression) => {
    const node = unwrap(expression);
    if (!node) return null;
    if (node.type === "Identifier") return direct.get(node.name) ?? null;
    if (node.type === "MemberExpression" && !node.computed && node.object.type === "Identifier") {
      if (namespaces.has(node.object.name) && tables.has(node.property.name)) return node.property.name;
    }
    return null;
  };
  // Aliases, to a fixed point: const t = users; const u = t;
  let grew = true;
  while (grew) {
    grew = false;
    for (const { node } of walkNodes(program)) {
      if (node.type !== "VariableDeclarator" || node.id?.type !== "Identifier") continue;
      const table = resolve(node.init);
      if (table && !direct.has(node.id.name)) {
        direct.set(node.id.name, table);
        grew = true;
      }
    }
  }
  return resolve;
}

/** Every table a server file writes, with the offset of the write. */
function writesOf(program, rel, tables, bySqlName) {
  const resolve = tableBindings(program, rel, tables);
  const writes = [];
  for (const { node } of walkNodes(program)) {
    if (node.type === "CallExpression") {
      const callee = unwrap(node.callee);
      if (callee?.type !== "MemberExpression" || callee.computed) continue;
      if (!["insert", "update", "delete"].includes(callee.property.name)) continue;
      const table = resolve(node.arguments[0]);
      if (table) writes.push({ table, offset: node.start });
    } else if (node.type === "TemplateLiteral") {
      const text = node.quasis
        .map(
          (quasi, i) =>
            (quasi.value.cooked ?? quasi.value.raw) + (i < node.expressions.length ? placeholder(i) : ""),
        )
        .join("");
      for (const write of sqlWrites(text)) {
        const table =
          write.expression !== undefined
            ? resolve(node.expressions[write.expression])
            : (bySqlName.get(write.name) ?? null);
        if (table) writes.push({ table, offset: node.start });
      }
    } else if (node.type === "Literal" && typeof node.value === "string") {
      for (const write of sqlWrites(node.value)) {
        const table = bySqlName.get(write.name) ?? null;
        if (table) writes.push({ table, offset: node.start });
      }
    }
  }
  return writes;
}

/** Calls that reach the network from a web file: fetch(), window.fetch(), new XMLHttpRequest(). */
function networkCallsOf(program) {
  const calls = [];
  const globals = new Set(["window", "globalThis", "self"]);
  for (const { node } of walkNodes(program)) {
    if (node.type === "CallExpression") {
      const callee = unwrap(node.callee);
      const direct = callee?.type === "Identifier" && callee.name === "fetch";
      const viaGlobal =
        callee?.type === "MemberExpression" &&
        !callee.computed &&
        callee.property.name === "fetch" &&
        callee.object.type === "Identifier" &&
        globals.has(callee.object.name);
      if (direct || viaGlobal) calls.push({ what: "fetch", offset: node.start });
    } else if (node.type === "NewExpression") {
      const callee = unwrap(node.callee);
      if (callee?.type === "Identifier" && callee.name === "XMLHttpRequest")
        calls.push({ what: "XMLHttpRequest", offset: node.start });
    }
  }
  return calls;
}

/**
 * Checks the boundaries.
 * @param {object} input
 * @param {Map<string,string>} input.server  `server/src`-relative path → text
 * @param {Map<string,string>} input.web     `web/src`-relative path → text
 * @param {Record<string,string>} input.owners  table export name → owning folder
 * @param {Record<string,string[]>} input.demoFixtureWrites  demo file → tables it may write
 * @returns {{ problems: string[], tableCount: number }}
 */
export function checkModuleBoundaries({ server, web, owners, demoFixtureWrites }) {
  const problems = [];
  const schemaText = server.get("db/schema.ts");
  if (schemaText === undefined) return { problems: ["db/schema.ts: missing"], tableCount: 0 };
  const tables = tablesOf(schemaText);
  const bySqlName = new Map([...tables].map(([name, sqlName]) => [sqlName, name]));
  for (const name of tables.keys())
    if (!owners[name])
      problems.push(
        `db/schema.ts: table ${name} has no owner (add it to OWNERS in scripts/module-boundaries/owners.mjs and to docs/architecture.md)`,
      );
  for (const name of Object.keys(owners))
    if (!tables.has(name))
      problems.push(
        `scripts/module-boundaries/owners.mjs: OWNERS names ${name}, which db/schema.ts does not have`,
      );

  const edges = new Map(); // unit → Map(unit → first import seen)
  for (const [rel, text] of server) {
    if (isTest(rel)) continue;
    let program;
    try {
      program = parseSource(text, rel);
    } catch (error) {
      problems.push(`${rel}: does not parse (${String(error.message ?? error).split("\n")[0]})`);
      continue;
    }
    const unit = unitOf(rel);
    for (const { spec, start } of importsOf(program)) {
      if (!spec.startsWith(".")) continue;
      const target = resolveFrom(rel, spec);
      if (target.startsWith("..")) continue; // outside server/src (packages)
      const targetUnit = unitOf(target);
      if (targetUnit === unit) continue;
      const where = `${rel}:${lineAt(text, start)}`;
      if (targetUnit.startsWith("modules/") && target !== `${targetUnit}/index.ts`)
        problems.push(
          `${where}: imports ${target}, an internal file of ${targetUnit}: import ${targetUnit}/index.ts (and export what you need there)`,
        );
      if (!edges.has(unit)) edges.set(unit, new Map());
      if (!edges.get(unit).has(targetUnit)) edges.get(unit).set(targetUnit, where);
    }

    const allowed = rel.startsWith("demo/") ? new Set(demoFixtureWrites[rel] ?? []) : new Set();
    for (const { table, offset } of writesOf(program, rel, tables, bySqlName)) {
      if (owners[table] === unit || allowed.has(table)) continue;
      const where = `${rel}:${lineAt(text, offset)}`;
      problems.push(
        rel.startsWith("demo/")
          ? `${where}: writes ${tables.get(table)}, which ${owners[table]} owns, and the demo's list of fixture writes (DEMO_FIXTURE_WRITES in scripts/module-boundaries/owners.mjs) does not give this file that table`
          : `${where}: writes ${tables.get(table)}, which ${owners[table]} owns: call its function instead (or move this rule there as a command)`,
      );
    }
  }

  for (const loop of findLoops(edges)) problems.push(loop);

  for (const [rel, text] of web) {
    if (isTest(rel) || rel.startsWith("lib/")) continue;
    let program;
    try {
      program = parseSource(text, rel);
    } catch (error) {
      problems.push(`web/src/${rel}: does not parse (${String(error.message ?? error).split("\n")[0]})`);
      continue;
    }
    for (const { what, offset } of networkCallsOf(program))
      problems.push(
        `web/src/${rel}:${lineAt(text, offset)}: calls ${what}: only web/src/lib/ talks to the server; add a helper there`,
      );
  }
  return { problems, tableCount: tables.size };
}
