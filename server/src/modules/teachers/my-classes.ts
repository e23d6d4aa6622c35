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
    const pupils = (result?.pupils ?? []).filter((s) => c.section === null || s.section === c.section);
    return {
      ...c,
      sets: result?.sets ?? 0,
      students: pupils.length,
      proficient: pupils.filter((s) => s.proficient).length,
      // Any rule: a set's flag, or an assignment not begun by its due day.
      needHelp: pupils.filter((s) => s.needsHelp || s.notBegunByDue).length,
      notStarted: pupils.filter((s) => s.notStarted).length,
      dueSoon: dueSoon[index] ?? 0,
      overdue: pupils.filter((s) => s.overdue).length,
    };
  });
}
