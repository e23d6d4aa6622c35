import type { PrintLanguage } from "@ganit/contracts";
import { and, asc, eq } from "drizzle-orm";
import { accessible, requireAccess } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { courses, enrolments, purchasedClasses, students, users } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { assignmentsOfChild, indiaToday } from "../assignments/index.ts";
import { findSchoolName } from "../schools/index.ts";
import { studentsWithAccounts } from "../students/index.ts";
import { childReportPdf } from "./child-report-pdf.ts";
import { fileName } from "./paper-doc.ts";
import { chapterStanding, chaptersOfClass, levelsOf } from "./report-data.ts";
import { dayOf } from "./report-words.ts";

/**
 * GET /api/print/child-reports/{studentId} (docs/adr/0706): one pupil's levels by chapter in each
 * course class of theirs the caller may see, and their assignments with done on time or late. The
 * school office and the child's teachers (`student.read`; a teacher sees only the course classes
 * they teach), and the child's linked parents (`child.read`; all the child's classes). Teachers'
 * notes are not printed.
 */
export async function childReport(
  db: DbOrTx,
  caller: SessionUser,
  studentId: string,
  language: PrintLanguage,
): Promise<{ pdf: Buffer; filename: string }> {
  const parent = caller.role === "parent";
  await requireAccess(db, { caller, permission: parent ? "child.read" : "student.read", ids: [studentId] });
  const [child] = await studentsWithAccounts(db, {
    name: users.name,
    rollNumber: students.rollNumber,
    classNumber: students.classNumber,
    section: students.section,
    schoolId: students.schoolId,
  })
    .where(eq(students.id, studentId))
    .limit(1);
  if (!child?.schoolId) throw notFound();
  const schoolId = child.schoolId;
  const classes = await db
    .select({
      courseId: enrolments.courseId,
      classNumber: enrolments.classNumber,
      courseName: courses.name,
      courseNameHi: courses.nameHi,
    })
    .from(enrolments)
    .innerJoin(purchasedClasses, eq(purchasedClasses.id, enrolments.purchasedClassId))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(
      and(
        eq(enrolments.studentId, studentId),
        eq(purchasedClasses.schoolId, schoolId),
        parent ? undefined : accessible(caller, "results.read"),
      ),
    )
    .orderBy(asc(courses.name), asc(enrolments.classNumber));
  const schoolName = await findSchoolName(db, schoolId);
  const courseClasses = [];
  for (const klass of classes) {
    const chapters = await chaptersOfClass(db, klass.courseId, klass.classNumber);
    courseClasses.push({ ...klass, chapters });
  }
  const levels =
    (
      await levelsOf(
        db,
        [studentId],
        courseClasses.flatMap((klass) => klass.chapters.flatMap((chapter) => chapter.sets)),
      )
    ).get(studentId) ?? new Map();
  const today = indiaToday();
  const assignments = await assignmentsOfChild(
    db,
    { id: studentId, schoolId },
    classes.map((klass) => klass.courseId),
    today,
  );
  const pdf = await childReportPdf({
    language,
    school: schoolName ?? "",
    child: {
      name: child.name,
      roll: child.rollNumber ?? "",
      classNumber: child.classNumber,
      section: child.section,
    },
    printedOn: dayOf(today),
    classes: courseClasses.map((klass) => ({
      course: (language === "hi" ? klass.courseNameHi : null) ?? klass.courseName,
      classNumber: klass.classNumber,
      chapters: klass.chapters.map((chapter) => ({
        name: chapter.name[language],
        standing: chapterStanding(chapter, levels),
      })),
    })),
    assignments,
  });
  return { pdf, filename: fileName(`Report ${child.name}`, language, "report") };
}
