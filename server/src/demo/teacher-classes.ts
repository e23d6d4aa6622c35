import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { courses, purchasedClasses, students, teacherClasses, teachers, users } from "../db/schema.ts";
import { giveTeacherClasses } from "../modules/teachers/index.ts";

/**
 * The demo teachers' classes (course names of the demo catalogue): Sunrise's pupils are in sections
 * A–D, so its teachers teach sections; Green Valley has no sections, so its teachers teach whole
 * classes. A class the school has not got is skipped, so the demo never gives a teacher a stranger's.
 */
type Plan = { teacher: string; classes: { course: string; classNumber: number; section: string | null }[] };

export const DEMO_TEACHER_CLASSES: Plan[] = [
  {
    teacher: "teacher@ganit.demo",
    classes: [
      { course: "Magic Math", classNumber: 4, section: "A" },
      { course: "Magic Math", classNumber: 6, section: "B" },
      { course: "Vedic Math", classNumber: 5, section: null },
      { course: "Mathematics", classNumber: 4, section: "A" },
    ],
  },
  {
    teacher: "priya.venkatesan@sunrise.ganit.demo",
    classes: [
      { course: "Magic Math", classNumber: 6, section: "A" },
      { course: "Magic Math", classNumber: 6, section: "C" },
    ],
  },
  {
    teacher: "mohammed.irfan@sunrise.ganit.demo",
    classes: [
      { course: "Vedic Math", classNumber: 7, section: "A" },
      { course: "Vedic Math", classNumber: 7, section: "B" },
      { course: "Magic Math", classNumber: 6, section: "D" },
    ],
  },
  // Deepa Kulkarni has none yet: her dashboard asks her to ask the school office.
  {
    teacher: "sunita.deshpande@greenvalley.ganit.demo",
    classes: [
      { course: "Mathematics", classNumber: 6, section: null },
      { course: "Mathematics", classNumber: 7, section: null },
    ],
  },
  {
    teacher: "amit.joshi@greenvalley.ganit.demo",
    classes: [{ course: "Geo Math", classNumber: 5, section: null }],
  },
];

export async function seedDemoTeacherClasses(tx: Tx, schoolOf: (username: string) => string) {
  for (const plan of DEMO_TEACHER_CLASSES) {
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.username, plan.teacher));
    if (!account) continue;
    const schoolId = schoolOf(plan.teacher);
    const classes = [];
    for (const c of plan.classes) {
      const [owned] = await tx
        .select({ courseId: purchasedClasses.courseId })
        .from(purchasedClasses)
        .innerJoin(courses, eq(courses.id, purchasedClasses.courseId))
        .where(
          and(
            eq(purchasedClasses.schoolId, schoolId),
            eq(courses.name, c.course),
            eq(purchasedClasses.classNumber, c.classNumber),
          ),
        )
        .limit(1);
      if (owned) classes.push({ courseId: owned.courseId, classNumber: c.classNumber, section: c.section });
    }
    await giveTeacherClasses(tx, { userId: account.id, schoolId }, classes);
  }
}

/**
 * The enrolled pupils of a school's class, of its section when it names one: a condition on the
 * class's `purchasedClasses` row and the pupil's `students` row, joined through `enrolments`.
 */
export const pupilsOfClass = (klass: {
  schoolId: string;
  courseId: string;
  classNumber: number;
  section?: string | null;
}) =>
  and(
    eq(purchasedClasses.schoolId, klass.schoolId),
    eq(purchasedClasses.courseId, klass.courseId),
    eq(purchasedClasses.classNumber, klass.classNumber),
    klass.section ? eq(students.section, klass.section) : undefined,
  );

/** The demo's own teacher, whose classes get the demo's assignments and test. */
const DEMO_TEACHER = "teacher@ganit.demo";

/**
 * The demo teacher (account, teachers row, school) and their classes in the course list's order, or
 * null when the demo has no such teacher: what the assignments' and the test's seeding start from.
 */
export async function demoTeacherWithClasses(tx: Tx) {
  const [teacher] = await tx
    .select({ userId: users.id, teacherId: teachers.id, schoolId: teachers.schoolId })
    .from(users)
    .innerJoin(teachers, eq(teachers.userId, users.id))
    .where(eq(users.username, DEMO_TEACHER));
  if (!teacher) return null;
  const classes = await tx
    .select({
      courseId: teacherClasses.courseId,
      classNumber: teacherClasses.classNumber,
      section: teacherClasses.section,
    })
    .from(teacherClasses)
    .innerJoin(courses, eq(courses.id, teacherClasses.courseId))
    .where(eq(teacherClasses.teacherId, teacher.teacherId))
    .orderBy(asc(courses.name), asc(teacherClasses.classNumber));
  return { teacher, classes };
}
