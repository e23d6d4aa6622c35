import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The migrations folder: next to the sources in development, next to the bundle in production
 * (the build copies it to dist/drizzle). Its own module, so that what only needs the path (the test
 * run's global setup) does not load the database drivers and the schema.
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.join(here, "drizzle"), path.join(here, "../../drizzle")]) {
    try {
      readFileSync(path.join(candidate, "meta/_journal.json"));
      return candidate;
    } catch {}
  }
  throw new Error("Migrations folder not found");
}
