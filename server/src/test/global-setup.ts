import type { TestProject } from "vitest/node";
import {
  dropPostgresTemplate,
  pgliteTemplate,
  postgresTemplate,
  type TemplateDatabase,
} from "./template-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated database each test file copies (openTestDatabase); made once per run, here. */
    templateDatabase: TemplateDatabase;
  }
}

/** Migrates once for the whole run; each test file then starts from a copy (openTestDatabase). */
export default async function setup(project: TestProject) {
  // Read here rather than from harness.ts, which would load the whole app into the main process.
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  if (!serverUrl) {
    project.provide("templateDatabase", await pgliteTemplate());
    return;
  }
  const template = await postgresTemplate(serverUrl);
  project.provide("templateDatabase", template);
  return async () => {
    if (template.kind === "postgres") await dropPostgresTemplate(serverUrl, template.name);
  };
}
