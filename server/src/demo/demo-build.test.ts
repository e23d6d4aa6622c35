import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildReason, ROOT, sourceHash, writeStamp } from "../../../scripts/demo.mjs";

/**
 * `npm run demo` builds only when the sources changed since its last build (scripts/demo.mjs): a
 * tree of real files in a temporary folder, its sources edited, added, renamed, and things that are
 * no source (tests, node_modules, build output) changed beside them.
 */
let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "ganit-demo-build-"));
  write("package.json", '{"name":"ganit"}');
  write("package-lock.json", "{}");
  write("packages/contracts/src/index.ts", "export const A = 1;");
  write("server/src/main.ts", "console.log('server');");
  write("web/src/main.tsx", "console.log('web');");
  write("web/index.html", "<!doctype html>");
  // What the two builds leave.
  write("web/dist/index.html", "<!doctype html><script src=/assets/x.js></script>");
  write("server/dist/main.js", "console.log('bundle');");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm run demo's build check", () => {
  it("builds the first time, and not again while the sources stay the same", () => {
    expect(buildReason(root)).toMatch(/not made by `npm run demo`/);
    writeStamp(root);
    expect(buildReason(root)).toBeNull();
  });

  it("builds when an output is missing", () => {
    writeStamp(root);
    rmSync(path.join(root, "web/dist/index.html"));
    expect(buildReason(root)).toMatch(/no build yet \(web\/dist\/index.html missing\)/);
  });

  it("builds again when a source is edited, added or renamed, or the lock file changes", () => {
    const changes = [
      () => write("web/src/main.tsx", "console.log('web, edited');"),
      () => write("server/src/modules/new-module.ts", "export {};"),
      () =>
        renameSync(
          path.join(root, "packages/contracts/src/index.ts"),
          path.join(root, "packages/contracts/src/main.ts"),
        ),
      () => write("package-lock.json", '{"lockfileVersion":3}'),
    ];
    for (const change of changes) {
      writeStamp(root);
      change();
      expect(buildReason(root)).toMatch(/sources changed/);
    }
  });

  it("does not build for what no build reads: tests, node_modules, build output, other folders", () => {
    writeStamp(root);
    write("web/src/main.test.tsx", "it('works', () => {});");
    write("server/src/main.test.ts", "it('works', () => {});");
    write("web/node_modules/some-package/index.js", "module.exports = 1;");
    write("web/dist/assets/x.js", "console.log('built');");
    write("e2e/journeys/new.spec.ts", "test('x', () => {});");
    write("data/pglite/PG_VERSION", "17");
    expect(buildReason(root)).toBeNull();
  });

  it("hashes the same tree to the same value", () => {
    expect(sourceHash(root)).toBe(sourceHash(root));
    expect(sourceHash(ROOT)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is what `npm run demo` runs, and the README names the demo's Mail page", () => {
    const scripts = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts;
    expect(scripts.demo).toBe("node scripts/demo.mjs");
    expect(readFileSync(path.join(ROOT, "README.md"), "utf8")).toContain("/superadmin/demo-outbox");
  });
});
