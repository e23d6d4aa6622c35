// Completes package-lock.json with Biome's platform packages that `npm install` left out.
//
// `npm ci` refuses a lock file that lacks any optional dependency of a package it lists. npm writes
// an entry only for the packages the registry answered for, and the registry mirror this project is
// built against lacks Biome's builds for some platforms (macOS, Windows, musl, Android) at the version
// in use, so those entries were missing and `npm ci` failed everywhere. Each entry written here says
// which platform it is for (os, cpu, libc), so npm skips it on every other platform; on its own
// platform npm fetches it from the registry as usual. Run after `npm install` changes Biome's version:
//
//   node scripts/lock-platforms.mjs && npm ci
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const lockFile = path.resolve(import.meta.dirname, "..", "package-lock.json");
const lock = JSON.parse(readFileSync(lockFile, "utf8"));
const biome = lock.packages["node_modules/@biomejs/biome"];
if (!biome) throw new Error("No @biomejs/biome in package-lock.json");

/** @biomejs/cli-<os>-<cpu>[-musl] → its os, cpu and libc. */
function platformOf(name) {
  const match = /^@biomejs\/cli-([a-z0-9]+)-([a-z0-9]+)(-musl)?$/.exec(name);
  if (!match) throw new Error(`Not a Biome platform package: ${name}`);
  const [, os, cpu, musl] = match;
  return { os, cpu, libc: os === "linux" ? (musl ? "musl" : "glibc") : undefined };
}

const added = [];
for (const [name, version] of Object.entries(biome.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const { os, cpu, libc } = platformOf(name);
  lock.packages[key] = {
    version,
    cpu: [cpu],
    dev: true,
    ...(libc ? { libc: [libc] } : {}),
    license: biome.license,
    optional: true,
    os: [os],
    engines: biome.engines,
  };
  added.push(name);
}

// npm keeps the entries sorted by path, the root ("") first.
const sorted = Object.keys(lock.packages).sort((a, b) =>
  a === "" ? -1 : b === "" ? 1 : a.localeCompare(b, "en"),
);
lock.packages = Object.fromEntries(sorted.map((key) => [key, lock.packages[key]]));
writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `Added ${added.join(", ")}` : "package-lock.json lists every Biome platform already.",
);
