// Bundles the server into dist/main.js (and the operator CLIs), with the migrations beside it.
// npm packages stay external (installed in node_modules); the workspace's own TypeScript
// (@ganit/contracts) is bundled in, because Node 20 cannot run .ts files.
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@ganit/"));

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: {
    main: "src/main.ts",
    migrate: "src/cli/migrate.ts",
    "create-user": "src/cli/create-user.ts",
    "mail-outbox": "src/cli/mail-outbox.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: "warning",
});
cpSync("drizzle", "dist/drizzle", { recursive: true });
// The demo catalogue's data files (courses.json, lessons.json, lessons/*.html, frame/*), read at
// run time by loadDemoCatalogue() from dist/demo-catalogue; its TypeScript is in the bundle.
cpSync("src/demo/catalogue", "dist/demo-catalogue", {
  recursive: true,
  filter: (source) => !source.endsWith(".ts"),
});

// An empty, initialised PGlite cluster: the first start on a new data folder loads it instead of
// running initdb, which saves about three seconds.
const { PGlite } = await import("@electric-sql/pglite");
const empty = await PGlite.create();
const tarball = await empty.dumpDataDir("gzip");
writeFileSync("dist/pglite-empty.tar.gz", Buffer.from(await tarball.arrayBuffer()));
await empty.close();
console.log("server built: dist/main.js");
