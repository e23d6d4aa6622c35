// `npm run demo`: builds Ganit only when its sources changed since the last demo build, then starts
// it with the demo data. A start on an unchanged tree takes the server's own few seconds instead of
// a full build (80–100 s on a busy machine).
//
// What the build reads is hashed (every file's path and bytes under the source folders below, the
// workspaces' package.json files and the lock file; not tests, node_modules or build output) and the
// hash is kept beside the built server (server/dist/.demo-source-hash) once both builds succeeded.
// Equal hash and both outputs present: no build. `npm run demo -- --build` builds anyway.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const ROOT = path.resolve(import.meta.dirname, "..");

/** What the web and server builds read: folders walked whole, and single files. */
export const SOURCES = [
  "package.json",
  "package-lock.json",
  "tsconfig.base.json",
  "packages/contracts/package.json",
  "packages/contracts/src",
  "server/package.json",
  "server/tsconfig.json",
  "server/scripts",
  "server/src",
  "server/drizzle",
  "web/package.json",
  "web/tsconfig.json",
  "web/index.html",
  "web/vite.config.ts",
  "web/service-worker-plugin.ts",
  "web/public",
  "web/scripts",
  "web/src",
];

/** The outputs a start needs, and where the hash of the sources they were built from is kept. */
export const OUTPUTS = ["web/dist/index.html", "server/dist/main.js"];
export const STAMP = "server/dist/.demo-source-hash";

/** Tests and tooling state never reach a build: editing them must not cost one. */
const skipped = (name) => name === "node_modules" || name.startsWith(".") || /\.test\.tsx?$/.test(name);

function filesUnder(root, relative) {
  const full = path.join(root, relative);
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !skipped(entry.name))
    .flatMap((entry) => {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) return filesUnder(root, child);
      return entry.isFile() ? [child] : [];
    });
}

/** One hash of every source file's path and content, in a fixed order. */
export function sourceHash(root = ROOT, sources = SOURCES) {
  const hash = createHash("sha256");
  const files = sources.flatMap((source) => {
    const full = path.join(root, source);
    if (!existsSync(full)) return [];
    return statSync(full).isDirectory() ? filesUnder(root, source) : [source];
  });
  for (const file of [...new Set(files)].sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** Why a build is needed, or null when the outputs were built from these very sources. */
export function buildReason(root = ROOT, hash = sourceHash(root)) {
  const missing = OUTPUTS.filter((output) => !existsSync(path.join(root, output)));
  if (missing.length > 0) return `no build yet (${missing.join(", ")} missing)`;
  const stamp = path.join(root, STAMP);
  if (!existsSync(stamp)) return "the build was not made by `npm run demo`";
  return readFileSync(stamp, "utf8").trim() === hash ? null : "the sources changed since the last build";
}

/** Remembers that the outputs now match these sources. */
export function writeStamp(root = ROOT, hash = sourceHash(root)) {
  writeFileSync(path.join(root, STAMP), `${hash}\n`);
}

function main() {
  const args = process.argv.slice(2);
  const force = args.includes("--build");
  const hash = sourceHash();
  const reason = force ? "asked for (--build)" : buildReason(ROOT, hash);
  if (reason) {
    console.log(`Building Ganit: ${reason}.`);
    const built = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (built.status !== 0) process.exit(built.status ?? 1);
    writeStamp(ROOT, hash);
  } else {
    console.log(
      "Ganit is built from these sources already: starting it (`npm run demo -- --build` rebuilds).",
    );
  }
  const server = spawn(
    process.execPath,
    ["server/dist/main.js", "--demo", ...args.filter((arg) => arg !== "--build")],
    { cwd: ROOT, stdio: "inherit" },
  );
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
