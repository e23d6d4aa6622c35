import { VIEW_RESOURCE_PREFIX } from "@ganit/contracts";
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { courseClasses, courseResources, courses } from "../../db/schema.ts";
import { joinClassOfResource } from "./resource-class.ts";

export type LessonPageUse = { courseName: string; classNumber: number };

/**
 * Which course classes link each lesson page (a resource url `/viewresource/{id}`), archived courses
 * included: schools keep those, and their learners would meet the missing page. One query over the
 * url index for a whole page of the library.
 */
export async function lessonPageUses(db: DbOrTx, pageIds: string[]): Promise<Map<string, LessonPageUse[]>> {
  const uses = new Map<string, LessonPageUse[]>(pageIds.map((id) => [id, []]));
  if (!pageIds.length) return uses;
  const rows = await joinClassOfResource(
    db
      .selectDistinct({
        url: courseResources.url,
        courseName: courses.name,
        classNumber: courseClasses.classNumber,
      })
      .from(courseResources)
      .$dynamic(),
  )
    .innerJoin(courses, eq(courses.id, courseClasses.courseId))
    .where(
      inArray(
        courseResources.url,
        pageIds.map((id) => `${VIEW_RESOURCE_PREFIX}${id}`),
      ),
    )
    .orderBy(asc(courses.name), asc(courseClasses.classNumber));
  for (const row of rows) {
    uses
      .get(row.url.slice(VIEW_RESOURCE_PREFIX.length))
      ?.push({ courseName: row.courseName, classNumber: row.classNumber });
  }
  return uses;
}
