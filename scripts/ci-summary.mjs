// The tail of .ci/run: the failed tests of both runs (the whole suite, then the server suite again on
// PostgreSQL), then one line with the sum of both, `N passed, N failed`. CI shows only the end of
// the output, so the names must be there, not only in each run's own summary further up.
//
//   node scripts/ci-summary.mjs all.json [postgres.json]   (files written by TEST_SUMMARY_FILE)
import { existsSync, readFileSync } from "node:fs";
import { formatFailures } from "./test-failures.mjs";

const runs = [
  { file: process.argv[2], label: "the whole suite" },
  { file: process.argv[3], label: "the server suite again" },
].filter((run) => run.file);

const total = { passed: 0, failed: 0, skipped: 0 };
const blocks = [];
for (const { file, label } of runs) {
  if (!existsSync(file)) {
    total.failed += 1;
    blocks.push(
      formatFailures(
        [`${label} ended before writing its summary (see its output above)`],
        `Failed in ${label}`,
      ),
    );
    continue;
  }
  const summary = JSON.parse(readFileSync(file, "utf8"));
  for (const key of Object.keys(total)) total[key] += summary[key] ?? 0;
  const names = summary.failures ?? [];
  if (names.length === 0 && (summary.failed ?? 0) > 0)
    names.push(`${summary.failed} failed (see the output above)`);
  const heading = `Failed in ${label}${summary.database ? ` (${summary.database})` : ""}`;
  blocks.push(formatFailures(names, heading));
}
for (const block of blocks) if (block) console.log(block);
const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : "";
console.log(`\n${total.passed} passed, ${total.failed} failed${skipped}`);
