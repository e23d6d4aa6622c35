import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import * as contracts from "@ganit/contracts";
import { DEMO_ENDPOINTS, ENDPOINTS, endpointsIn } from "@ganit/contracts";
import { describe, expect, it } from "vitest";

/**
 * docs/architecture.md's domain table (contracts group → server module → web features) held against
 * the code: which modules serve each group is read from the modules' own files, and which groups a
 * web feature calls from the endpoint declarations its files name.
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
const MODULES = path.join(ROOT, "server/src/modules");
const FEATURES = path.join(ROOT, "web/src/features");
const NONE = "—";

type Row = { group: string; modules: string[]; features: string[] };

function tableRows(): Row[] {
  const text = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
  const table = text.split("<!-- domains:start -->")[1]?.split("<!-- domains:end -->")[0] ?? "";
  const cells = (cell: string) =>
    cell.trim() === NONE ? [] : cell.split(",").map((c) => c.trim().replace(/`/g, ""));
  return table
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| Contracts") && !line.startsWith("|---"))
    .map((line) => {
      const [group = "", modules = "", features = ""] = line.split("|").slice(1, 4);
      return { group: group.trim().replace(/`/g, ""), modules: cells(modules), features: cells(features) };
    });
}

const groups: Record<string, object> = { ...ENDPOINTS, ...DEMO_ENDPOINTS };
/** Each endpoint declaration's group, and each exported declaration's name → its group. */
const groupOfEndpoint = new Map<object, string>();
for (const [group, declarations] of Object.entries(groups))
  for (const endpoint of endpointsIn(declarations)) groupOfEndpoint.set(endpoint, group);
const groupOfName = new Map<string, string>(Object.keys(groups).map((group) => [`${group}Api`, group]));
for (const [name, value] of Object.entries(contracts)) {
  const group = value && typeof value === "object" ? groupOfEndpoint.get(value) : undefined;
  if (group) groupOfName.set(name, group);
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$|(^|\/)test-/.test(entry) ? [file] : [];
  });
const named = (text: string, name: string) => new RegExp(`\\b${name}\\b`).test(text);

/** The groups whose declarations a module hands to `serve`. */
function servedBy(module: string): Set<string> {
  const served = new Set<string>();
  for (const file of sourceFiles(path.join(MODULES, module))) {
    const text = readFileSync(file, "utf8");
    if (!text.includes("serve(app")) continue;
    for (const [name, group] of groupOfName) if (named(text, name)) served.add(group);
  }
  return served;
}

/** How many of a feature's files name each group's declarations. */
function calledBy(feature: string): Map<string, number> {
  const calls = new Map<string, number>();
  for (const file of sourceFiles(path.join(FEATURES, feature))) {
    const text = readFileSync(file, "utf8");
    const seen = new Set<string>();
    for (const [name, group] of groupOfName) if (named(text, name)) seen.add(group);
    for (const group of seen) calls.set(group, (calls.get(group) ?? 0) + 1);
  }
  return calls;
}

describe("docs/architecture.md's domain table", () => {
  const rows = tableRows();

  it("names every contracts group once", () => {
    const listed = rows.map((row) => row.group).filter((group) => group !== NONE);
    expect([...listed].sort()).toEqual(Object.keys(groups).sort());
  });

  it("names, for each group, exactly the server modules that serve it", () => {
    const serving = new Map<string, string[]>();
    for (const module of readdirSync(MODULES)) {
      for (const group of servedBy(module)) serving.set(group, [...(serving.get(group) ?? []), module]);
    }
    for (const row of rows.filter((r) => r.group !== NONE)) {
      expect([...row.modules].sort(), row.group).toEqual((serving.get(row.group) ?? []).sort());
    }
  });

  it("places every web feature once, in the row of a group it calls", () => {
    const placed = rows.flatMap((row) => row.features);
    expect([...placed].sort()).toEqual(readdirSync(FEATURES).sort());
    for (const row of rows) {
      for (const feature of row.features) {
        const called = [...calledBy(feature).keys()];
        if (row.group === NONE)
          expect(called, `${feature} calls endpoints: place it in their row`).toEqual([]);
        else expect(called, `${feature} is in ${row.group}'s row`).toContain(row.group);
      }
    }
  });
});
