import { randomUUID } from "node:crypto";
import type { EnablementKind } from "@ganit/contracts";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DbOrTx } from "../../db/client.ts";
import { enrolments, purchasedClasses } from "../../db/schema.ts";
import { createTestSchool, createTestUser, login, unique } from "../../test/factories.ts";
import { refreshStandingOfChildren } from "../assignments/index.ts";
import { createCourse } from "../courses/service.ts";
import { oneLevelCourse } from "../courses/test-course.ts";
import { readTrees } from "../courses/tree.ts";
import { insertStudent, type StudentDetails } from "../students/service.ts";
import { giveTeacherClasses, insertTeacher } from "../teachers/index.ts";

/**
 * Test data for content access and progress. Enrolments are written straight into `enrolments`
 * (the enrolment routes are the enrolment module's), as the enrolment service leaves them.
 */

/** The fields of a pupil's row a test may set (class 5, a fresh roll number and no section unless said). */
type PupilDetails = Partial<
  Pick<StudentDetails, "rollNumber" | "classNumber" | "section" | "fathername" | "dob">
>;

/** A school's pupil: the account and its `students` row; `details` changes the row's fields. */
export async function newPupil(
  db: DbOrTx,
  schoolId: string,
  name = "Test Pupil",
  details: PupilDetails = {},
) {
  const account = await createTestUser(db, { role: "student", name });
  const row = await insertStudent(db, account.user.id, {
    schoolId,
    rollNumber: unique("R"),
    classNumber: 5,
    fathername: "Test Father",
    dob: null,
    ...details,
  });
  return { ...account, studentId: row.id, rollNumber: row.rollNumber };
}

/** A school's pupil (newPupil) with a session token. */
export async function pupilWithToken(
  app: FastifyInstance,
  db: DbOrTx,
  schoolId: string,
  name = "Test Pupil",
  details: PupilDetails = {},
) {
  const pupil = await newPupil(db, schoolId, name, details);
  return { ...pupil, token: await login(app, pupil.username) };
}

/** A teacher account of the school, with its `teachers` row and no classes. */
export async function newTeacher(db: DbOrTx, schoolId: string, name = "Test Teacher") {
  const account = await createTestUser(db, { role: "teacher", name });
  await insertTeacher(db, account.user.id, { schoolId, dob: null });
  return account;
}

/** A teacher of the school, given these classes (a teacher with none reaches no class). */
export async function teacherWithToken(
  app: FastifyInstance,
  db: DbOrTx,
  schoolId: string,
  classes: { courseId: string; classNumber: number; section?: string | null }[] = [],
  name = "Test Teacher",
) {
  const account = await newTeacher(db, schoolId, name);
  await giveTeacherClasses(db, { userId: account.user.id, schoolId }, classes);
  return { ...account, token: await login(app, account.username) };
}

/**
 * A school's class written directly, as the superadmin's enablement leaves it: a student class has 40
 * seats unless `studentLimit` says otherwise, a school-wide one none. Returns its id.
 */
export async function enableClass(
  db: DbOrTx,
  options: {
    schoolId: string;
    courseId: string;
    classNumber: number;
    kind?: EnablementKind;
    studentLimit?: number | null;
    status?: "active" | "hold" | "blocked";
  },
) {
  const id = randomUUID();
  const kind = options.kind ?? "students";
  await db.insert(purchasedClasses).values({
    id,
    schoolId: options.schoolId,
    courseId: options.courseId,
    classNumber: options.classNumber,
    kind,
    status: options.status ?? "active",
    studentLimit: kind === "students" ? (options.studentLimit ?? 40) : null,
  });
  return id;
}

/** The school's purchased class of a course, kind and class number, as stored (undefined when none). */
export const classRow = async (
  db: DbOrTx,
  key: { schoolId: string; kind: EnablementKind; courseId: string; classNumber: number },
) =>
  (
    await db
      .select()
      .from(purchasedClasses)
      .where(
        and(
          eq(purchasedClasses.schoolId, key.schoolId),
          eq(purchasedClasses.kind, key.kind),
          eq(purchasedClasses.courseId, key.courseId),
          eq(purchasedClasses.classNumber, key.classNumber),
        ),
      )
  )[0];

/** Enrols a pupil in a class of the school's student course (its purchased class must exist). */
export async function enrol(
  db: DbOrTx,
  studentId: string,
  options: { schoolId: string; courseId: string; classNumber: number },
) {
  const klass = await classRow(db, { ...options, kind: "students" });
  if (!klass) throw new Error("enrol: the school has no such student class");
  await db.insert(enrolments).values({
    id: randomUUID(),
    studentId,
    purchasedClassId: klass.id,
    courseId: options.courseId,
    classNumber: options.classNumber,
  });
  // As the enrolment routes do: the child's standing in the class's assignments (docs/adr/0738).
  await refreshStandingOfChildren(db, [studentId]);
}

/** A class `schoolWithClasses` enables: its number, or its number and a status other than active. */
type SchoolClass = number | { classNumber: number; status: "active" | "hold" | "blocked" };
const classNumberOf = (klass: SchoolClass) => (typeof klass === "number" ? klass : klass.classNumber);

/**
 * A school with these classes of a course enabled (student classes, as `enableClass` writes them),
 * and its people: `pupil` adds a pupil enrolled in some of the classes, `teacher` a teacher given
 * classes of the course (none: a teacher who reaches no class). `classIds` are the classes' ids.
 */
export async function schoolWithClasses(
  env: { app: FastifyInstance; db: DbOrTx },
  courseId: string,
  classes: readonly SchoolClass[],
) {
  const school = await createTestSchool(env.db);
  const schoolId = school.school.id;
  const classIds: Record<number, string> = {};
  for (const klass of classes) {
    const status = typeof klass === "number" ? "active" : klass.status;
    classIds[classNumberOf(klass)] = await enableClass(env.db, {
      schoolId,
      courseId,
      classNumber: classNumberOf(klass),
      status,
    });
  }
  const first = classes[0] === undefined ? undefined : classNumberOf(classes[0]);
  return {
    ...school,
    schoolId,
    classIds,
    /** A pupil with a token, enrolled in these classes (the first class unless said; none: `[]`). */
    async pupil(name: string, enrolledIn: number | readonly number[] | undefined = first) {
      if (enrolledIn === undefined) throw new Error("schoolWithClasses: no class to enrol the pupil in");
      const who = await pupilWithToken(env.app, env.db, schoolId, name);
      for (const classNumber of typeof enrolledIn === "number" ? [enrolledIn] : enrolledIn)
        await enrol(env.db, who.studentId, { schoolId, courseId, classNumber });
      return who;
    },
    /** The session token of a teacher of the school given these classes of the course. */
    async teacher(teaches: readonly number[] = []) {
      const classes = teaches.map((classNumber) => ({ courseId, classNumber }));
      return (await teacherWithToken(env.app, env.db, schoolId, classes)).token;
    },
  };
}

/**
 * A lesson course of classes 5, 6 and 7, a school with all three (7 on hold) and Asha enrolled in 5
 * and 7: a pupil with a class to open, a class that is not hers, and one of hers held back.
 */
export async function ashaAtSchool(env: { app: FastifyInstance; db: DbOrTx }) {
  const course = await makeLessonCourse(env.db, [5, 6, 7]);
  const school = await schoolWithClasses(env, course.id, [5, 6, { classNumber: 7, status: "hold" }]);
  const asha = await school.pupil("Asha Pupil", [5, 7]);
  return { course, school, asha };
}

export async function setClassStatus(db: DbOrTx, id: string, status: "active" | "hold" | "blocked") {
  await db.update(purchasedClasses).set({ status }).where(eq(purchasedClasses.id, id));
}

/**
 * A course whose classes each have: title "Counting" (video, worksheet, pdf), title "Shapes"
 * (explanation, quiz) and title "Teacher notes" (video only: nothing a student sees).
 */
export async function makeLessonCourse(db: DbOrTx, classNumbers: number[], name = unique("Lessons ")) {
  const classes = classNumbers.map((classNumber) => ({
    classNumber,
    pricePerStudent: 100,
    pricePerSchool: 1000,
  }));
  const input = oneLevelCourse(name, classes, (classNumber) => `Numbers ${classNumber}`, [
    {
      title: "Counting",
      resources: [
        { type: "video", url: "https://videos.example.org/count.mp4" },
        { type: "worksheet", url: "https://sheets.example.org/count" },
        { type: "pdf", url: "https://docs.example.org/count.pdf" },
      ],
    },
    {
      title: "Shapes",
      resources: [
        { type: "explanation", url: "https://notes.example.org/shapes" },
        { type: "quiz", url: "https://quiz.example.org/shapes" },
      ],
    },
    {
      title: "Teacher notes",
      resources: [{ type: "video", url: "https://videos.example.org/t.mp4" }],
    },
  ]);
  const id = await createCourse(db, input, null);
  const tree = (await readTrees(db, [id])).get(id) ?? [];
  /** The resource of a class by title and type: `resource(5, "Counting", "worksheet")`. */
  const resource = (classNumber: number, title: string, type: string) => {
    const found = tree
      .find((klass) => klass.classNumber === classNumber)
      ?.levels[0]?.titles.find((t) => t.title === title)
      ?.resources.find((r) => r.type === type);
    if (!found) throw new Error(`no ${type} in ${title} of class ${classNumber}`);
    return found._id;
  };
  const titleId = (classNumber: number, title: string) => {
    const found = tree
      .find((klass) => klass.classNumber === classNumber)
      ?.levels[0]?.titles.find((t) => t.title === title);
    if (!found) throw new Error(`no ${title} in class ${classNumber}`);
    return found._id;
  };
  return { id, name, resource, titleId };
}
