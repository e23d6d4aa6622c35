import type {
  AdminCoursesPage,
  AdminCoursesQuery,
  CourseListItem,
  CourseSummary,
  PublicCourse,
} from "@ganit/contracts";
import { paiseToRupees } from "@ganit/contracts";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { countAll, pageOf, searchCondition } from "../../db/lists.ts";
import {
  contentItems,
  courseClasses,
  courseLevels,
  courseResources,
  courses,
  courseTitles,
} from "../../db/schema.ts";

/** The catalogue's lists and counts (read only): the admin list, the public catalogue, the dashboard. */
export const isLive = isNull(courses.archivedAt);
export const SORT_COLUMNS = { name: sql`lower(${courses.name})`, createdAt: courses.createdAt };

/** Classes (with prices) and the size of each course's tree, for the list rows. */
async function listItems(
  db: DbOrTx,
  rows: { _id: string; name: string; nameHi: string | null; createdAt: Date }[],
): Promise<CourseListItem[]> {
  const ids = rows.map((row) => row._id);
  if (!ids.length) return [];
  const [classes, levelCounts, resourceCounts] = await Promise.all([
    db
      .select()
      .from(courseClasses)
      .where(inArray(courseClasses.courseId, ids))
      .orderBy(asc(courseClasses.classNumber)),
    db
      .select({ courseId: courseClasses.courseId, n: countAll })
      .from(courseLevels)
      .innerJoin(courseClasses, eq(courseLevels.courseClassId, courseClasses.id))
      .where(inArray(courseClasses.courseId, ids))
      .groupBy(courseClasses.courseId),
    db
      .select({ courseId: courseClasses.courseId, n: countAll })
      .from(courseResources)
      .innerJoin(courseTitles, eq(courseResources.courseTitleId, courseTitles.id))
      .innerJoin(courseLevels, eq(courseTitles.courseLevelId, courseLevels.id))
      .innerJoin(courseClasses, eq(courseLevels.courseClassId, courseClasses.id))
      .where(inArray(courseClasses.courseId, ids))
      .groupBy(courseClasses.courseId),
  ]);
  const levelsOf = new Map(levelCounts.map((row) => [row.courseId, row.n]));
  const resourcesOf = new Map(resourceCounts.map((row) => [row.courseId, row.n]));
  return rows.map((row) => ({
    _id: row._id,
    name: row.name,
    nameHi: row.nameHi,
    createdAt: row.createdAt.toISOString(),
    classLevels: classes
      .filter((klass) => klass.courseId === row._id)
      .map((klass) => ({
        _id: klass.id,
        classNumber: klass.classNumber,
        pricePerStudent: paiseToRupees(klass.pricePerStudentPaise),
        pricePerSchool: paiseToRupees(klass.pricePerSchoolPaise),
      })),
    levelCount: levelsOf.get(row._id) ?? 0,
    resourceCount: resourcesOf.get(row._id) ?? 0,
  }));
}

const listColumns = {
  _id: courses.id,
  name: courses.name,
  nameHi: courses.nameHi,
  createdAt: courses.createdAt,
};

/** Every live course in name order, with its classes: the whole list and the public catalogue. */
async function allLiveCourses(db: DbOrTx): Promise<CourseListItem[]> {
  const rows = await db
    .select(listColumns)
    .from(courses)
    .where(isLive)
    .orderBy(SORT_COLUMNS.name, courses.id);
  return listItems(db, rows);
}

/** GET /api/course: the live courses, whole (the spec's client) or one page of a search. */
export async function listCourses(
  db: DbOrTx,
  query: AdminCoursesQuery | null,
): Promise<AdminCoursesPage | CourseListItem[]> {
  if (!query) return allLiveCourses(db);
  const where = and(isLive, searchCondition(query.search, [courses.name]));
  const page = await pageOf({
    query,
    sortColumns: SORT_COLUMNS,
    tiebreaker: courses.id,
    rows: db.select(listColumns).from(courses).where(where),
    count: db.select({ n: countAll }).from(courses).where(where),
  });
  return { ...page, items: await listItems(db, page.items) };
}

/** GET /api/course/get (no token): ids, names, classes and prices of the live catalogue — no tree, no url. */
export async function publicCatalogue(db: DbOrTx): Promise<PublicCourse[]> {
  const items = await allLiveCourses(db);
  return items.map((item) => ({
    _id: item._id,
    name: item.name,
    nameHi: item.nameHi,
    createdAt: item.createdAt,
    classLevels: item.classLevels.map(({ classNumber, pricePerStudent, pricePerSchool }) => ({
      classNumber,
      pricePerStudent,
      pricePerSchool,
    })),
  }));
}

/** The admin dashboard's counts: the live catalogue, and the pages of the content library. */
export async function courseSummary(db: DbOrTx): Promise<CourseSummary> {
  const liveClass = and(eq(courseClasses.courseId, courses.id), isLive);
  const [[courseCount], [classCount], [levelCount], [resourceCount], [pageCount]] = await Promise.all([
    db.select({ n: countAll }).from(courses).where(isLive),
    db.select({ n: countAll }).from(courseClasses).innerJoin(courses, liveClass),
    db
      .select({ n: countAll })
      .from(courseLevels)
      .innerJoin(courseClasses, eq(courseLevels.courseClassId, courseClasses.id))
      .innerJoin(courses, liveClass),
    db
      .select({ n: countAll })
      .from(courseResources)
      .innerJoin(courseTitles, eq(courseResources.courseTitleId, courseTitles.id))
      .innerJoin(courseLevels, eq(courseTitles.courseLevelId, courseLevels.id))
      .innerJoin(courseClasses, eq(courseLevels.courseClassId, courseClasses.id))
      .innerJoin(courses, liveClass),
    // The content library belongs to its own module; a count of its table is all this screen needs.
    db.select({ n: countAll }).from(contentItems),
  ]);
  return {
    courses: courseCount?.n ?? 0,
    classes: classCount?.n ?? 0,
    levels: levelCount?.n ?? 0,
    resources: resourceCount?.n ?? 0,
    contentPages: pageCount?.n ?? 0,
  };
}
