import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { visibleToStudents } from "../access/index.ts";
import type { Tx } from "../db/client.ts";
import { enrolments, purchasedClasses, resourceProgress, students, users } from "../db/schema.ts";
import { readTrees } from "../modules/courses/index.ts";

/**
 * Some progress for the demo's students, so the ticks, 'Continue where you left off' and the
 * teachers' per-class table show something real. It reads the granted classes that exist — the
 * pupils' enrolments (the enrolment seed runs before it) and the individual learner's own classes —
 * and does nothing when there are none. Two pupils in three have worked through the first resources
 * of each of their classes (marked done) and opened the next one; the rest have not started. Every
 * individual learner has started.
 * Only what the product records (docs/privacy.md): first and last opening, and done.
 */

const HOUR = 60 * 60 * 1000;

type Granted = { studentId: string; courseId: string; classNumber: number };

/** `alwaysStarted`: usernames that get progress whatever their place (the demo's student account). */
export async function seedDemoProgress(tx: Tx, options: { alwaysStarted?: string[] } = {}) {
  const started = new Set(options.alwaysStarted ?? []);
  const pupils: (Granted & { username: string })[] = await tx
    .select({
      studentId: enrolments.studentId,
      courseId: enrolments.courseId,
      classNumber: enrolments.classNumber,
      username: users.username,
    })
    .from(enrolments)
    .innerJoin(purchasedClasses, eq(purchasedClasses.id, enrolments.purchasedClassId))
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(purchasedClasses.status, "active"))
    .orderBy(
      asc(students.schoolId),
      asc(students.rollNumber),
      asc(enrolments.courseId),
      asc(enrolments.classNumber),
    );
  const learners: Granted[] = await tx
    .select({
      studentId: purchasedClasses.studentId,
      courseId: purchasedClasses.courseId,
      classNumber: purchasedClasses.classNumber,
    })
    .from(purchasedClasses)
    .where(
      and(
        isNotNull(purchasedClasses.studentId),
        isNull(purchasedClasses.schoolId),
        eq(purchasedClasses.status, "active"),
      ),
    )
    .then((rows) => rows.map((row) => ({ ...row, studentId: row.studentId ?? "" })));
  // Learners (few, and each one's dashboard is a demo account's) have always started.
  const granted = [...pupils, ...learners.map((row) => ({ ...row, username: null }))];
  if (granted.length === 0) return 0;

  // Each class's student-visible resources, in the order the viewer shows them.
  const trees = await readTrees(tx, [...new Set(granted.map((row) => row.courseId))]);
  const resourcesOf = (courseId: string, classNumber: number) =>
    (trees.get(courseId) ?? [])
      .find((klass) => klass.classNumber === classNumber)
      ?.levels.flatMap((level) => level.titles.flatMap((title) => title.resources))
      .filter((resource) => visibleToStudents(resource.type))
      .map((resource) => resource._id) ?? [];

  const now = Date.now();
  const rows: (typeof resourceProgress.$inferInsert)[] = [];
  const studentIndex = new Map<string, number>();
  for (const klass of granted) {
    if (!studentIndex.has(klass.studentId)) studentIndex.set(klass.studentId, studentIndex.size);
    const index = studentIndex.get(klass.studentId) ?? 0;
    // One pupil in three has not started yet.
    if (index % 3 === 2 && klass.username !== null && !started.has(klass.username)) continue;
    const resources = resourcesOf(klass.courseId, klass.classNumber);
    if (resources.length === 0) continue;
    const doneCount = Math.min(resources.length - 1, 1 + ((index * 5) % 6));
    // Spread over the last days; the resource opened last is the one after the last done.
    const start = now - (48 + (index % 5) * 24) * HOUR;
    resources.slice(0, doneCount + 1).forEach((resourceId, step) => {
      const at = new Date(start + step * 2 * HOUR);
      rows.push({
        studentId: klass.studentId,
        resourceId,
        courseId: klass.courseId,
        classNumber: klass.classNumber,
        firstOpenedAt: at,
        lastOpenedAt: at,
        completedAt: step < doneCount ? new Date(at.getTime() + 20 * 60 * 1000) : null,
      });
    });
  }
  // One row per student and resource, and nothing written twice when run again (the primary key).
  for (let i = 0; i < rows.length; i += 500)
    await tx
      .insert(resourceProgress)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  return rows.length;
}
