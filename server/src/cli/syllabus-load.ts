import { loadConfig } from "../config/env.ts";
import { openDatabase } from "../db/client.ts";
import { describeLoad, loadSyllabus } from "../modules/syllabus/index.ts";

/**
 * `npm run syllabus:load`: loads the syllabus Ganit ships (the Mathematics course: each class's
 * book, its chapters, skills, practice sets and lesson pages) into the database DATABASE_URL or
 * DATA_DIR names. Run it again after an upgrade: what an admin changed is kept and listed.
 */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const report = await loadSyllabus(database.db);
  for (const line of describeLoad(report)) console.log(line);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
