import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { BYPASS_FIXTURES, checkFixture } from "../../../scripts/module-boundaries/fixtures.mjs";
import { OWNERS } from "../../../scripts/module-boundaries/owners.mjs";
import * as schema from "../db/schema.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");

// The boundary check of `npm run lint` reads syntax trees; each way around it has a fixture, and each
// fixture must be caught, or the check has gone blind to that shape.
describe("the module boundary check", () => {
  it("passes the clean fixture base", () => {
    expect(checkFixture(null)).toEqual([]);
  });

  for (const [name, { expect: phrase }] of Object.entries(BYPASS_FIXTURES)) {
    it(`catches a bypass: ${name}`, () => {
      const problems = checkFixture(name);
      expect(
        problems.some((problem) => problem.includes(phrase)),
        JSON.stringify(problems),
      ).toBe(true);
    });
  }

  it("passes on the real tree (the lint step)", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["scripts/check-modules.mjs"], {
      cwd: ROOT,
    });
    expect(stdout).toMatch(/Module boundaries: \d+ tables/);
  });

  it("names the same owner for every table as docs/architecture.md's table", () => {
    const sqlNames = new Map<string, string>();
    for (const [name, value] of Object.entries(schema))
      if (is(value, PgTable)) sqlNames.set(name, getTableName(value));
    const architecture = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
    const documented = new Map<string, string>();
    for (const line of architecture.split("\n")) {
      // An owner is a folder (`modules/users`, `audit/`): the domain table's bare module names are not owners.
      const row = /^\s*\| (`[a-z_]+`(?:, `[a-z_]+`)*) \| `([\w-]+\/[\w/-]*)`/.exec(line);
      const [, tables = "", owner = ""] = row ?? [];
      for (const [, table = ""] of tables.matchAll(/`([a-z_]+)`/g))
        documented.set(table, owner.replace(/\/$/, ""));
    }
    const fromOwners = new Map(
      Object.entries(OWNERS).map(([name, owner]) => [sqlNames.get(name) ?? name, owner]),
    );
    expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(fromOwners));
  });
});
