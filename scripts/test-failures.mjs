// The names of the tests that failed, read from the JSON reports of vitest and Playwright, so that the
// last lines of `npm test` (and of .ci/run, which adds a second run) say which tests failed: CI shows
// only the tail of the output, and a run that failed on a loaded machine must still name its test.
import path from "node:path";

const firstLine = (text) =>
  String(text ?? "")
    .split("\n")
    .find((line) => line.trim()) ?? "";

/**
 * Each failed test of a vitest JSON report as `suite: file > describe > title`, file relative to the
 * repository; a file that failed before any test ran (an import error, a failing hook) by its error.
 */
export function vitestFailures(json, suite, root) {
  const failures = [];
  for (const file of json?.testResults ?? []) {
    const name = path.relative(root, file.name ?? "");
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) {
      failures.push(`${suite}: ${[name, ...(test.ancestorTitles ?? []), test.title].join(" > ")}`);
    }
    if (file.status === "failed" && failed.length === 0) {
      failures.push(`${suite}: ${name} (the file failed: ${firstLine(file.message) || "no message"})`);
    }
  }
  return failures;
}

/** Each test of a Playwright JSON report that failed (or timed out) on its last try, and each run error. */
export function playwrightFailures(json, suite, root, e2eDir) {
  const failures = [];
  const walk = (node, titles) => {
    for (const spec of node.specs ?? []) {
      if (!(spec.tests ?? []).some((test) => test.status === "unexpected")) continue;
      const file = path.relative(root, path.join(e2eDir, spec.file ?? node.file ?? ""));
      failures.push(`${suite}: ${[`${file}:${spec.line}`, ...titles, spec.title].join(" > ")}`);
    }
    for (const child of node.suites ?? [])
      walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const top of json?.suites ?? []) walk(top, []);
  for (const error of json?.errors ?? [])
    failures.push(`${suite}: ${firstLine(error.message) || "an error outside the tests"}`);
  return failures;
}

/** The block printed just above the final `N passed, N failed` line: nothing when nothing failed. */
export function formatFailures(failures, heading = "Failed") {
  if (failures.length === 0) return "";
  return `\n${heading} (${failures.length}):\n${failures.map((name) => `  ✗ ${name}`).join("\n")}`;
}
