import type { MyClass } from "@ganit/contracts";
import type { DbOrTx } from "../../db/client.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { dueSoonOfClasses } from "../assignments/index.ts";
import { levelsOfClasses } from "../practice/index.ts";
import { classesOfTeacherAccount } from "./classes.ts";

/**
 * GET /api/teacher/my-classes: the teacher's classes, each with its summary line. The counts follow
 * the class results the teacher opens (practice/results.ts: the enrolled pupils the teacher reaches
 * × the class's practice sets), split by section where the teacher has one. Two statements serve
 * every class at once, whatever their number: the pupils of all the course classes with their
 * levels and their standing with the assignments, and the week's assignments (docs/adr/0735, 0738). A teacher with no classes gets an empty list (the
 * screen says to ask the office).
 */
export async function myClasses(db: DbOrTx, caller: SessionUser): Promise<MyClass[]> {
  const classes = await classesOfTeacherAccount(db, caller.id);
  const courseClasses = [...new Map(classes.map((c) => [`${c.courseId}:${c.classNumber}`, c])).values()];
  // Independent reads sent together: the call waits for the slower, not for their sum.
  const [dueSoon, levels] = await Promise.all([
    dueSoonOfClasses(db, caller, classes),
    levelsOfClasses(
      db,
      caller,
      courseClasses.map((c) => ({ courseId: c.courseId, classNumber: c.classNumber })),
    ),
  ]);
  const levelsOf = new Map(levels.map((l) => [`${l.courseId}:${l.classNumber}`, l]));
  return classes.map((c, index) => {
    const result = levelsOf.get(`${c.courseId}:${c.classNumber}`);
    // A section's teacher counts the section's pupils; a whole class's teacher, every section's.
    const sections = (result?.sections ?? []).filter((s) => c.section === null || s.section === c.section);
    const total = (count: (s: (typeof sections)[number]) => number) =>
      sections.reduce((sum, s) => sum + count(s), 0);
    return {
      ...c,
      sets: result?.sets ?? 0,
      students: total((s) => s.students),
      proficient: total((s) => s.proficient),
      // Any rule: a set's flag, or an assignment not begun by its due day.
      needHelp: total((s) => s.needHelp),
      notStarted: total((s) => s.notStarted),
      dueSoon: dueSoon[index] ?? 0,
      overdue: total((s) => s.overdue),
    };
  });
}
