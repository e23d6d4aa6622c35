import type { MyClass, SkillLevel } from "@ganit/contracts";
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { students } from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { dueOfClasses } from "../assignments/index.ts";
import { classResults } from "../practice/index.ts";
import { classesOfTeacherAccount } from "./classes.ts";

const PROFICIENT: readonly SkillLevel[] = ["proficient", "mastered"];

/**
 * GET /api/teacher/my-classes: the teacher's classes, each with its summary line. The counts come
 * from the class results the teacher opens (practice/results.ts: the enrolled pupils the teacher
 * reaches × the class's practice sets), split by section where the teacher has one; nothing is
 * derived twice. A teacher with no classes gets an empty list (the screen says to ask the office).
 */
export async function myClasses(db: DbOrTx, caller: SessionUser): Promise<MyClass[]> {
  const classes = await classesOfTeacherAccount(db, caller.id);
  // Each course class's results and the assignments' figures of all of them are independent reads:
  // sent together, the call waits for the slowest, not for their sum (docs/adr/0723).
  const keys = [...new Set(classes.map((c) => `${c.courseId}:${c.classNumber}`))];
  const [due, ...perClass] = await Promise.all([
    dueOfClasses(db, caller, classes),
    ...keys.map((key) => {
      const c = classes.find((k) => `${k.courseId}:${k.classNumber}` === key) as (typeof classes)[number];
      return classResults(db, caller, c.courseId, c.classNumber, { levelsOnly: true });
    }),
  ]);
  const results = new Map(keys.map((key, i) => [key, perClass[i]]));
  // Pupils' sections matter only where the teacher has a section, not a whole class.
  const ids = classes.some((c) => c.section !== null)
    ? [...results.values()].flatMap((r) => r?.students.map((s) => s.studentId) ?? [])
    : [];
  const sectionOf = new Map(
    ids.length
      ? (
          await db
            .select({ id: students.id, section: students.section })
            .from(students)
            .where(inArray(students.id, ids))
        ).map((row) => [row.id, row.section])
      : [],
  );
  return classes.map((c, index) => {
    const result = results.get(`${c.courseId}:${c.classNumber}`);
    const pupils = (result?.students ?? []).filter(
      (s) => c.section === null || sectionOf.get(s.studentId) === c.section,
    );
    const sets = result?.sets.length ?? 0;
    return {
      ...c,
      sets,
      students: pupils.length,
      proficient: pupils.filter((s) => sets > 0 && s.sets.every((set) => PROFICIENT.includes(set.level)))
        .length,
      // Any rule: a set's flag, or an assignment not begun by its due day.
      needHelp: pupils.filter(
        (s) => s.sets.some((set) => set.needsHelp) || due[index]?.notBegun.has(s.studentId),
      ).length,
      notStarted: pupils.filter((s) =>
        s.sets.every((set) => set.attempts === 0 && set.level === "notStarted"),
      ).length,
      dueSoon: due[index]?.dueSoon ?? 0,
      overdue: due[index]?.overdue ?? 0,
    };
  });
}
