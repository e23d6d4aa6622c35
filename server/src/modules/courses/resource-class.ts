import { and, asc, eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { courseClasses, courseLevels, courseResources, courses, courseTitles } from "../../db/schema.ts";

/**
 * The catalogue's path from a resource up to its class: resource → title → level → class. `query`
 * (a Drizzle select made `.$dynamic()`) already has `course_resources` in its FROM or joined; its
 * columns and conditions may then name the title, the level and the class.
 */
export function joinClassOfResource<T extends PgSelect>(query: T) {
  return query
    .innerJoin(courseTitles, eq(courseTitles.id, courseResources.courseTitleId))
    .innerJoin(courseLevels, eq(courseLevels.id, courseTitles.courseLevelId))
    .innerJoin(courseClasses, eq(courseClasses.id, courseLevels.courseClassId));
}

/** The same path on to the course the class belongs to: its columns may then name the course too. */
export function joinCourseOfResource<T extends PgSelect>(query: T) {
  return joinClassOfResource(query).innerJoin(courses, eq(courses.id, courseClasses.courseId));
}

/**
 * Resources with their place in the live tree, as a screen names it: type, lesson title, course (id
 * and name) and class. The caller narrows it with `.where` (a resource's id, an access rule).
 */
export const resourcePlaces = (db: DbOrTx) =>
  joinCourseOfResource(
    db
      .select({
        resourceId: courseResources.id,
        type: courseResources.type,
        title: courseTitles.title,
        courseId: courseClasses.courseId,
        courseName: courses.name,
        classNumber: courseClasses.classNumber,
      })
      .from(courseResources)
      .$dynamic(),
  );

/** The order a class shows its resources in: by level, then title, then the resource's place under it. */
export const inCatalogueOrder = () => [
  asc(courseLevels.levelNumber),
  asc(courseTitles.position),
  asc(courseResources.position),
];

/** The resources of one course class that `query` reads (as for `joinClassOfResource`), in catalogue order. */
export const resourcesOfClass = <T extends PgSelect>(query: T, courseId: string, classNumber: number) =>
  joinClassOfResource(query)
    .where(and(eq(courseClasses.courseId, courseId), eq(courseClasses.classNumber, classNumber)))
    .orderBy(...inCatalogueOrder());
