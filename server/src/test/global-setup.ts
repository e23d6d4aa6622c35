import type { TestProject } from "vitest/node";
import { removeEndedRunsFolders, removeRunFolders, runFolderPrefix, workersTmpdir } from "./run-folders.ts";
import { removeServerBundle, serverBundleFolder } from "./server-bundle.ts";
import {
  dropPostgresTemplate,
  pgliteTemplate,
  postgresTemplate,
  type TemplateDatabase,
} from "./template-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * The migrated database each test file copies (openTestDatabase), and on PGlite the folder each
     * worker's own database is copied from (worker-pglite.ts); made here, once per run or per migrations.
     */
    templateDatabase: TemplateDatabase;
    /**
     * The folder of a production bundle for this run (server-bundle.ts), built when a child-process
     * test first asks; null in watch mode, where the sources may change between reruns and a child
     * runs them through tsx instead.
     */
    serverBundle: string | null;
  }
}

/** Migrates once for the whole run; each test file then starts from a copy (openTestDatabase). */
export default async function setup(project: TestProject) {
  const bundle = project.config.watch ? null : serverBundleFolder();
  project.provide("serverBundle", bundle);
  // Read here rather than from harness.ts, which would load the whole app into the main process.
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  const tmpdir = workersTmpdir(project.config.env?.TMPDIR);
  await removeEndedRunsFolders(tmpdir);
  const template = serverUrl
    ? await postgresTemplate(serverUrl)
    : await pgliteTemplate(runFolderPrefix(tmpdir));
  project.provide("templateDatabase", template);
  return async () => {
    if (bundle) await removeServerBundle(bundle);
    if (serverUrl && template.kind === "postgres") await dropPostgresTemplate(serverUrl, template.name);
    await removeRunFolders(tmpdir);
  };
}
