import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, isNotNull, isNull, min } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import {
  assignmentNudges,
  assignments,
  courseResources,
  enrolments,
  practiceAttempts,
  practiceSets,
  purchasedClasses,
  resourceProgress,
  students,
} from "../db/schema.ts";
import { dayAfter, fillAssignmentWork, indiaToday } from "../modules/assignments/index.ts";
import { issueQuestions, loadSet } from "../modules/practice/index.ts";
import { demoTeacherWithClasses, pupilsOfClass } from "./teacher-classes.ts";

type AssignmentRow = typeof assignments.$inferInsert;

/**
 * The classroom's assignments of the demo (docs/adr/0661): in each class the demo teacher teaches,
 * work whose states come from what the pupils really did (the demo's progress and practice, loaded
 * before): a lesson page several opened (done for them, not started for the rest), a set some have
 * begun (in progress or done), a set due four days ago (overdue, and "not started by its due day"
 * in the needs-help list), and one due next week. Rows only: the states are computed as for any.
 */
export async function seedDemoAssignments(tx: Tx) {
  const demo = await demoTeacherWithClasses(tx);
  if (!demo) return;
  const { teacher, classes } = demo;
  const today = indiaToday();
  const rows: AssignmentRow[] = [];
  for (const klass of classes) {
    const classPupils = pupilsOfClass({ ...klass, schoolId: teacher.schoolId });
    const base = {
      schoolId: teacher.schoolId,
      courseId: klass.courseId,
      classNumber: klass.classNumber,
      section: klass.section,
      createdByUserId: teacher.userId,
    };
    /** One assignment to the class: the resource as `kind`, from `startsOn` to `dueOn`. */
    const give = (resourceId: string, kind: AssignmentRow["kind"], startsOn: string, dueOn: string) =>
      rows.push({ ...base, id: randomUUID(), resourceId, kind, startsOn, dueOn });
    /** A set is assigned as a test when it is a quiz, else as practice. */
    const setKind = (set: { mode: string }) => (set.mode === "quiz" ? "test" : "practice");
    // The lesson the class opened most, from the day before the first opening.
    const [lesson] = await tx
      .select({
        resourceId: resourceProgress.resourceId,
        first: min(resourceProgress.lastOpenedAt),
        n: count(),
      })
      .from(resourceProgress)
      .innerJoin(students, eq(students.id, resourceProgress.studentId))
      .innerJoin(enrolments, eq(enrolments.studentId, students.id))
      .innerJoin(purchasedClasses, eq(purchasedClasses.id, enrolments.purchasedClassId))
      .leftJoin(practiceSets, eq(practiceSets.resourceId, resourceProgress.resourceId))
      .where(
        and(
          classPupils,
          eq(resourceProgress.courseId, klass.courseId),
          eq(resourceProgress.classNumber, klass.classNumber),
          isNull(practiceSets.resourceId),
        ),
      )
      .groupBy(resourceProgress.resourceId)
      .orderBy(desc(count()))
      .limit(1);
    if (lesson?.first) {
      const start = new Date(lesson.first).toISOString().slice(0, 10);
      give(lesson.resourceId, "lesson", dayAfter(start, -1), dayAfter(today, 2));
    }
    // The set the class has practised most: begun (and finished by some) since the first sitting.
    const sets = await tx
      .select({
        resourceId: practiceSets.resourceId,
        mode: practiceSets.mode,
        first: min(practiceAttempts.startedAt),
      })
      .from(practiceSets)
      .innerJoin(courseResources, eq(courseResources.id, practiceSets.resourceId))
      .leftJoin(practiceAttempts, eq(practiceAttempts.resourceId, practiceSets.resourceId))
      .where(isNotNull(practiceAttempts.id))
      .groupBy(practiceSets.resourceId, practiceSets.mode)
      .orderBy(desc(count(practiceAttempts.id)));
    const ofClass = await tx
      .select({ resourceId: practiceAttempts.resourceId })
      .from(practiceAttempts)
      .where(
        and(
          eq(practiceAttempts.courseId, klass.courseId),
          eq(practiceAttempts.classNumber, klass.classNumber),
        ),
      )
      .groupBy(practiceAttempts.resourceId);
    const inClass = new Set(ofClass.map((row) => row.resourceId));
    const practised = sets.filter((set) => inClass.has(set.resourceId));
    const [busiest, second] = practised;
    if (busiest?.first) {
      await beginSitting(tx, busiest.resourceId, klass, classPupils);
      const start = new Date(busiest.first).toISOString().slice(0, 10);
      give(busiest.resourceId, setKind(busiest), dayAfter(start, -1), dayAfter(today, 1));
    }
    // Due four days ago and begun by nobody since: overdue for every pupil.
    const lateSet = second ?? busiest;
    if (lateSet) give(lateSet.resourceId, setKind(lateSet), dayAfter(today, -4), dayAfter(today, -4));
  }
  // Each class's first lesson assignment a second time, due next week (nothing done yet by most).
  const lessonRows = rows.filter((row) => row.kind === "lesson");
  for (const row of lessonRows)
    rows.push({ ...row, id: randomUUID(), startsOn: today, dueOn: dayAfter(today, 6) });
  if (rows.length === 0) return;
  await tx.insert(assignments).values(rows);
  // Their stored state, as the assignments module makes it when one is created (docs/adr/0723).
  await fillAssignmentWork(
    tx,
    rows.map((row) => row.id ?? ""),
  );
  // The teacher already nudged the class about the overdue set.
  const late = rows.find((row) => row.dueOn < today);
  if (late) {
    const pupils = await tx
      .select({ id: students.id })
      .from(enrolments)
      .innerJoin(students, eq(students.id, enrolments.studentId))
      .innerJoin(purchasedClasses, eq(purchasedClasses.id, enrolments.purchasedClassId))
      .where(pupilsOfClass({ ...late, schoolId: teacher.schoolId }))
      .limit(3);
    if (pupils.length)
      await tx.insert(assignmentNudges).values(
        pupils.map((pupil) => ({
          id: randomUUID(),
          assignmentId: late.id ?? "",
          studentId: pupil.id,
          nudgedByUserId: teacher.userId,
        })),
      );
  }
}

/**
 * One pupil of the class who has not sat the set begins it now and answers nothing yet: the set's
 * assignment shows them in progress (the demo's past practice finished every sitting it began).
 */
async function beginSitting(
  tx: Tx,
  resourceId: string,
  klass: { courseId: string; classNumber: number },
  classPupils: ReturnType<typeof and>,
) {
  const set = await loadSet(tx, resourceId);
  if (!set) return;
  const [pupil] = await tx
    .select({ id: students.id })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .innerJoin(purchasedClasses, eq(purchasedClasses.id, enrolments.purchasedClassId))
    .leftJoin(
      practiceAttempts,
      and(eq(practiceAttempts.studentId, students.id), eq(practiceAttempts.resourceId, resourceId)),
    )
    .where(and(classPupils, isNull(practiceAttempts.id)))
    .orderBy(asc(students.sortName))
    .limit(1);
  if (!pupil) return;
  await tx.insert(practiceAttempts).values({
    id: randomUUID(),
    studentId: pupil.id,
    resourceId,
    courseId: klass.courseId,
    classNumber: klass.classNumber,
    kind: "set",
    mode: set.mode,
    items: issueQuestions(set).issued,
  });
}
