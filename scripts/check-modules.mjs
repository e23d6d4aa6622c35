// `npm run lint` runs this after Biome: the module boundaries, read from syntax trees
// (scripts/module-boundaries/check.mjs says the rules; docs/architecture.md says where they live).
// Before the real tree it runs every bypass fixture (scripts/module-boundaries/fixtures/): a fixture
// the check lets through means the check has gone blind, and that fails the lint too.
//
//   node scripts/check-modules.mjs        exits 1 and names every break
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { checkModuleBoundaries } from "./module-boundaries/check.mjs";
import { runFixtures } from "./module-boundaries/fixtures.mjs";
import { DEMO_FIXTURE_WRITES, OWNERS } from "./module-boundaries/owners.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");

/** `dir`'s .ts/.tsx files: path relative to `dir` → text. */
function readTree(dir) {
  const files = new Map();
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
        files.set(path.relative(dir, full).split(path.sep).join("/"), readFileSync(full, "utf8"));
    }
  };
  walk(dir);
  return files;
}

const blind = runFixtures();
const { problems, tableCount } = checkModuleBoundaries({
  server: readTree(path.join(ROOT, "server", "src")),
  web: readTree(path.join(ROOT, "web", "src")),
  owners: OWNERS,
  demoFixtureWrites: DEMO_FIXTURE_WRITES,
});
problems.unshift(...blind);

if (problems.length > 0) {
  console.error(`Module boundaries (scripts/check-modules.mjs): ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `Module boundaries: ${tableCount} tables, each written by its owner only; modules entered through index.ts; no import loop; only web/src/lib talks to the server.`,
);
