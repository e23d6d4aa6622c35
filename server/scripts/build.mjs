// Bundles the server into dist/main.js (and the operator CLIs), with the migrations beside it.
// npm packages stay external (installed in node_modules); the workspace's own TypeScript
// (@ganit/contracts) is bundled in, because Node 20 cannot run .ts files.
// `--out=<folder>` builds elsewhere (the server tests' child processes run a bundle of their own,
// src/test/server-bundle.ts); the folder must sit inside server/ so the npm packages resolve.
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@ganit/"));

const outArg = process.argv.find((arg) => arg.startsWith("--out="));
const out = outArg ? outArg.slice("--out=".length) : "dist";
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: {
    main: "src/main.ts",
    migrate: "src/cli/migrate.ts",
    "create-user": "src/cli/create-user.ts",
    "mail-outbox": "src/cli/mail-outbox.ts",
  },
  outdir: out,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: "warning",
});
cpSync("drizzle", path.join(out, "drizzle"), { recursive: true });
// The demo catalogue's data files (courses.json, lessons.json, lessons/*.html, frame/*), read at
// run time by loadDemoCatalogue() from dist/demo-catalogue; its TypeScript is in the bundle.
cpSync("src/demo/catalogue", path.join(out, "demo-catalogue"), {
  recursive: true,
  filter: (source) => !source.endsWith(".ts"),
});

// A PGlite cluster that has run initdb and every migration of this build, and holds no other row:
// the first start on a new data folder loads it instead, which saves initdb and the migrations
// (about four seconds); the start's own migrate() then finds nothing left to apply.
const { PGlite } = await import("@electric-sql/pglite");
const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
const { drizzle } = await import("drizzle-orm/pglite");
const { migrate } = await import("drizzle-orm/pglite/migrator");
const migrated = await PGlite.create({ extensions: { pg_trgm } });
await migrate(drizzle(migrated), { migrationsFolder: "drizzle" });
const tarball = await migrated.dumpDataDir("gzip");
writeFileSync(path.join(out, "pglite-migrated.tar.gz"), Buffer.from(await tarball.arrayBuffer()));
await migrated.close();
console.log(`server built: ${path.join(out, "main.js")}`);
