import { randomUUID } from "node:crypto";
import {
  type CourseClass,
  type CourseInputParsed,
  paiseToRupees,
  type ResourceType,
  rupeesToPaise,
  VIEW_RESOURCE_PATH,
  VIEW_RESOURCE_PREFIX,
} from "@ganit/contracts";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ResourcesDropping } from "../../context.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { contentItems, courseClasses, courseLevels, courseResources, courseTitles } from "../../db/schema.ts";

/**
 * The class tree of a course (classes > levels > titles > resources) in four tables: read as one
 * document, written as one document. Writing keeps the ids of the rows the client sends back, so
 * whatever later refers to a level, title or resource (a student's progress) survives an edit.
 */

type Ids = { classes: Map<number, string>; levels: Set<string>; titles: Set<string>; resources: Set<string> };

/** The ids the course holds now, to tell a kept row from a new one (an id of another course is new). */
async function currentIds(tx: DbOrTx, courseId: string): Promise<Ids> {
  const classes = await tx
    .select({ id: courseClasses.id, classNumber: courseClasses.classNumber })
    .from(courseClasses)
    .where(eq(courseClasses.courseId, courseId));
  const levelIds = await idsUnder(
    tx,
    courseLevels,
    courseLevels.courseClassId,
    classes.map((row) => row.id),
  );
  const titleIds = await idsUnder(tx, courseTitles, courseTitles.courseLevelId, levelIds);
  return {
    classes: new Map(classes.map((row) => [row.classNumber, row.id])),
    levels: new Set(levelIds),
    titles: new Set(titleIds),
    resources: new Set(await idsUnder(tx, courseResources, courseResources.courseTitleId, titleIds)),
  };
}

/** The ids of a tree table's rows under these parents (none when there are no parents). */
async function idsUnder(
  tx: DbOrTx,
  table: typeof courseLevels | typeof courseTitles | typeof courseResources,
  parent: AnyPgColumn,
  parentIds: string[],
): Promise<string[]> {
  if (!parentIds.length) return [];
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(parent, parentIds));
  return rows.map((row) => row.id);
}

/** Keeps a sent id when it is one of this course's rows of that kind and not already taken in this document. */
function keeper(existing: Set<string>) {
  const used = new Set<string>();
  return (sent: string | undefined) => {
    const id = sent && existing.has(sent) && !used.has(sent) ? sent : randomUUID();
    used.add(id);
    return id;
  };
}

/**
 * Rows go in as one JSON parameter expanded by `jsonb_to_recordset`: one statement per table whatever
 * the size of the course, and never near PostgreSQL's limit of parameters per statement.
 */
const asJson = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * Replaces the class tree of a course by `input.classLevels`, in the caller's transaction. A class is
 * the same class when its number is (purchases name a course's classes by number); levels, titles
 * and resources keep their `_id` when it is one of this course's. Rows the document no longer has
 * are deleted (their children with them).
 */
export async function writeTree(
  tx: Tx,
  courseId: string,
  classLevels: CourseInputParsed["classLevels"],
  dropping?: ResourcesDropping,
) {
  const ids = await currentIds(tx, courseId);
  const keepLevel = keeper(ids.levels);
  const keepTitle = keeper(ids.titles);
  const keepResource = keeper(ids.resources);

  const classRows: { id: string; class_number: number; student: number; school: number }[] = [];
  const levelRows: {
    id: string;
    class_id: string;
    level_number: number;
    level_name: string;
    level_name_hi: string | null;
  }[] = [];
  const titleRows: {
    id: string;
    level_id: string;
    position: number;
    title: string;
    title_hi: string | null;
  }[] = [];
  const resourceRows: { id: string; title_id: string; position: number; type: string; url: string }[] = [];
  for (const klass of classLevels) {
    const classId = ids.classes.get(klass.classNumber) ?? randomUUID();
    classRows.push({
      id: classId,
      class_number: klass.classNumber,
      student: rupeesToPaise(klass.pricePerStudent),
      school: rupeesToPaise(klass.pricePerSchool),
    });
    for (const level of klass.levels) {
      const levelId = keepLevel(level._id);
      levelRows.push({
        id: levelId,
        class_id: classId,
        level_number: level.levelNumber,
        level_name: level.levelName,
        level_name_hi: level.levelNameHi,
      });
      level.titles.forEach((title, titlePosition) => {
        const titleId = keepTitle(title._id);
        titleRows.push({
          id: titleId,
          level_id: levelId,
          position: titlePosition,
          title: title.title,
          title_hi: title.titleHi,
        });
        title.resources.forEach((resource, position) => {
          resourceRows.push({
            id: keepResource(resource._id),
            title_id: titleId,
            position,
            type: resource.type,
            url: resource.url,
          });
        });
      });
    }
  }

  // Level numbers are unique per class and checked row by row: move the old ones out of the way
  // (negated) so renumbering 2 → 1 after a deletion never collides with the row being replaced.
  const oldClassIds = [...ids.classes.values()];
  if (oldClassIds.length)
    await tx
      .update(courseLevels)
      .set({ levelNumber: sql`-abs(${courseLevels.levelNumber})` })
      .where(inArray(courseLevels.courseClassId, oldClassIds));

  await tx.execute(sql`
    insert into course_classes (id, course_id, class_number, price_per_student_paise, price_per_school_paise)
    select r.id, ${courseId}, r.class_number, r.student, r.school
    from jsonb_to_recordset(${asJson(classRows)}) as r(id text, class_number int, student int, school int)
    on conflict (id) do update set price_per_student_paise = excluded.price_per_student_paise,
      price_per_school_paise = excluded.price_per_school_paise`);
  if (levelRows.length)
    await tx.execute(sql`
      insert into course_levels (id, course_class_id, level_number, level_name, level_name_hi)
      select r.id, r.class_id, r.level_number, r.level_name, r.level_name_hi
      from jsonb_to_recordset(${asJson(levelRows)})
        as r(id text, class_id text, level_number int, level_name text, level_name_hi text)
      on conflict (id) do update set course_class_id = excluded.course_class_id,
        level_number = excluded.level_number, level_name = excluded.level_name,
        level_name_hi = excluded.level_name_hi`);
  if (titleRows.length)
    await tx.execute(sql`
      insert into course_titles (id, course_level_id, position, title, title_hi)
      select r.id, r.level_id, r.position, r.title, r.title_hi
      from jsonb_to_recordset(${asJson(titleRows)})
        as r(id text, level_id text, position int, title text, title_hi text)
      on conflict (id) do update set course_level_id = excluded.course_level_id,
        position = excluded.position, title = excluded.title, title_hi = excluded.title_hi`);
  if (resourceRows.length)
    await tx.execute(sql`
      insert into course_resources (id, course_title_id, position, type, url)
      select r.id, r.title_id, r.position, r.type, r.url
      from jsonb_to_recordset(${asJson(resourceRows)}) as r(id text, title_id text, position int, type text, url text)
      on conflict (id) do update set course_title_id = excluded.course_title_id,
        position = excluded.position, type = excluded.type, url = excluded.url`);

  // What the document no longer holds goes, children with it (every kept row has moved already).
  const dropUnkept = <T extends { id: string }>(rows: T[]) => rows.map((row) => row.id);
  // Work assigned at a page or set that goes is deleted with it (its key cascades): whoever keeps
  // figures of that work hears of it first and puts them right after (`ResourcesDropping`).
  const keptResources = new Set(dropUnkept(resourceRows));
  const afterDrop = await dropping?.(
    tx,
    [...ids.resources].filter((id) => !keptResources.has(id)),
  );
  await tx
    .delete(courseClasses)
    .where(and(eq(courseClasses.courseId, courseId), notInArray(courseClasses.id, dropUnkept(classRows))));
  // Below a class, a level and a title: the children of kept parents that the document dropped.
  const dropUnder = async (
    table: typeof courseLevels | typeof courseTitles | typeof courseResources,
    parent: AnyPgColumn,
    parentIds: string[],
    kept: string[],
  ) => {
    if (parentIds.length)
      await tx.delete(table).where(and(inArray(parent, parentIds), notInArray(table.id, kept)));
  };
  await dropUnder(courseLevels, courseLevels.courseClassId, dropUnkept(classRows), dropUnkept(levelRows));
  await dropUnder(courseTitles, courseTitles.courseLevelId, dropUnkept(levelRows), dropUnkept(titleRows));
  await dropUnder(
    courseResources,
    courseResources.courseTitleId,
    dropUnkept(titleRows),
    dropUnkept(resourceRows),
  );
  await afterDrop?.();
}

/** The class trees of some courses, by course id, classes by number, levels by number, the rest in order. */
export async function readTrees(db: DbOrTx, courseIds: string[]): Promise<Map<string, CourseClass[]>> {
  const trees = new Map<string, CourseClass[]>(courseIds.map((id) => [id, []]));
  if (!courseIds.length) return trees;
  const classes = await db
    .select()
    .from(courseClasses)
    .where(inArray(courseClasses.courseId, courseIds))
    .orderBy(asc(courseClasses.classNumber));
  const classIds = classes.map((row) => row.id);
  const levels = classIds.length
    ? await db
        .select()
        .from(courseLevels)
        .where(inArray(courseLevels.courseClassId, classIds))
        .orderBy(asc(courseLevels.levelNumber))
    : [];
  const levelIds = levels.map((row) => row.id);
  const titles = levelIds.length
    ? await db
        .select()
        .from(courseTitles)
        .where(inArray(courseTitles.courseLevelId, levelIds))
        .orderBy(asc(courseTitles.position), asc(courseTitles.id))
    : [];
  const titleIds = titles.map((row) => row.id);
  const resources = titleIds.length
    ? await db
        .select()
        .from(courseResources)
        .where(inArray(courseResources.courseTitleId, titleIds))
        .orderBy(asc(courseResources.position), asc(courseResources.id))
    : [];

  const pageNames = await lessonPageNames(
    db,
    resources.map((row) => row.url),
  );
  const resourcesByTitle = groupBy(resources, (row) => row.courseTitleId);
  const titlesByLevel = groupBy(titles, (row) => row.courseLevelId);
  const levelsByClass = groupBy(levels, (row) => row.courseClassId);
  for (const klass of classes) {
    trees.get(klass.courseId)?.push({
      _id: klass.id,
      classNumber: klass.classNumber,
      pricePerStudent: paiseToRupees(klass.pricePerStudentPaise),
      pricePerSchool: paiseToRupees(klass.pricePerSchoolPaise),
      levels: (levelsByClass.get(klass.id) ?? []).map((level) => ({
        _id: level.id,
        levelNumber: level.levelNumber,
        levelName: level.levelName,
        levelNameHi: level.levelNameHi,
        titles: (titlesByLevel.get(level.id) ?? []).map((title) => ({
          _id: title.id,
          title: title.title,
          titleHi: title.titleHi,
          resources: (resourcesByTitle.get(title.id) ?? []).map((resource) => {
            const name = pageNames.get(resource.url.slice(VIEW_RESOURCE_PREFIX.length).toLowerCase());
            return {
              _id: resource.id,
              type: resource.type as ResourceType,
              url: resource.url,
              ...(name === undefined ? {} : { name }),
            };
          }),
        })),
      })),
    });
  }
  return trees;
}

function groupBy<Row>(rows: Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * The names of the content-library pages these urls link (`/viewresource/{id}`), by page id: one read
 * of the library's primary key for a whole tree. The library is the content module's; this only
 * reads it (the content module calls into this one, so it cannot be called back).
 */
async function lessonPageNames(db: DbOrTx, urls: string[]): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      urls
        .filter((url) => VIEW_RESOURCE_PATH.test(url))
        .map((url) => url.slice(VIEW_RESOURCE_PREFIX.length).toLowerCase()),
    ),
  ];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: contentItems.id, name: contentItems.contentname })
    .from(contentItems)
    .where(inArray(contentItems.id, ids));
  return new Map(rows.map((row) => [row.id.toLowerCase(), row.name]));
}
