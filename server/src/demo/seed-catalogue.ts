import type { DbOrTx } from "../db/client.ts";
import { createContentItem } from "../modules/content/index.ts";
import { createCourse } from "../modules/courses/index.ts";
import { loadSyllabus } from "../modules/syllabus/index.ts";
import { loadDemoCatalogue, resolveLessonUrls } from "./catalogue/index.ts";

/**
 * The demo catalogue (the course families, their lesson pages) written through the same services as
 * the admin screens, so the demo holds only what the rules accept. Lessons first: the courses'
 * resources point at the pages they became (`/viewresource/{id}`), so the demo works offline. The
 * Mathematics course is the syllabus Ganit ships, loaded as `npm run syllabus:load` loads it.
 */
export async function seedCatalogue(db: DbOrTx, author: { id: string; username: string }) {
  const { lessons, courses } = loadDemoCatalogue();
  const actor = { id: author.id, role: "admin" as const, username: author.username };
  const idBySlug = new Map<string, string>();
  for (const { slug, ...lesson } of lessons) {
    const { id } = await createContentItem(db, lesson, actor);
    idBySlug.set(slug, id);
  }
  for (const course of resolveLessonUrls(courses, idBySlug)) {
    await createCourse(db, course, actor);
  }
  const syllabus = await loadSyllabus(db, { actor });
  return { lessons: lessons.length, courses: courses.length + 1, syllabus };
}
