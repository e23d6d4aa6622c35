import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README promises Node.js 20.19 or newer (the root package.json's `engines`), and Node 22 is
 * the next long-term line. Every package the lock file installs must say it runs on both, or
 * `npm ci` warns EBADENGINE and the promise is only hoped for (docs/adr/0441-dependencies-run-on-node-20-19.md).
 */
const ROOT = path.resolve(import.meta.dirname, "..", "..");
const semver = createRequire(import.meta.url)("semver") as {
  satisfies: (version: string, range: string) => boolean;
  minVersion: (range: string) => { version: string } | null;
};

type LockEntry = { version?: string; link?: boolean; engines?: { node?: string } | string[] };
const lock = JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as {
  packages: Record<string, LockEntry>;
};
const rootEngines = (
  JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    engines: { node: string };
  }
).engines.node;

/** The lowest Node 20 the README promises, and the first Node 22 of its long-term line that jsdom and vite accept. */
const PROMISED = semver.minVersion(rootEngines)?.version ?? "";
const NODE_22 = "22.13.0";

/** Every installed package's declared Node range (an old array form of `engines` says nothing about Node). */
const ranges = Object.entries(lock.packages).flatMap(([where, entry]) => {
  const engines = entry.engines;
  const node = engines && !Array.isArray(engines) ? engines.node : undefined;
  return where !== "" && node ? [{ where, version: entry.version ?? "", range: node }] : [];
});

describe("the Node versions the install supports", () => {
  it("promises the same Node in the README as in package.json", () => {
    expect(PROMISED).toBe("20.19.0");
    expect(readFileSync(path.join(ROOT, "README.md"), "utf8")).toContain("Node.js 20.19 or newer");
  });

  it("installs no package that refuses Node 20.19 (npm ci's EBADENGINE warning)", () => {
    expect(ranges.length).toBeGreaterThan(50);
    const refusing = ranges
      .filter(({ range }) => !semver.satisfies(PROMISED, range))
      .map(({ where, version, range }) => `${where}@${version} wants node ${range}`);
    expect(refusing).toEqual([]);
  });

  it("installs no package that refuses Node 22", () => {
    const refusing = ranges
      .filter(({ range }) => !semver.satisfies(NODE_22, range))
      .map(({ where, version, range }) => `${where}@${version} wants node ${range}`);
    expect(refusing).toEqual([]);
  });
});
