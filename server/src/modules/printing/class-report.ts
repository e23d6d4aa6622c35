import type { PrintLanguage } from "@ganit/contracts";
import { and, asc, eq } from "drizzle-orm";
import { accessible, requireSchool, requireSchoolClass } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { courses, enrolments, students, users } from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { assignmentTotalsOfClass, indiaToday } from "../assignments/index.ts";
import { inSchoolClass } from "../enrolment/index.ts";
import { classReportPdf } from "./class-report-pdf.ts";
import { fileName } from "./paper-doc.ts";
import { chapterStanding, chaptersOfClass, levelsOf } from "./report-data.ts";
import { dayOf, REPORT_WORDS } from "./report-words.ts";
import { schoolNameOf } from "./test-papers.ts";

/**
 * GET /api/print/class-reports/{courseId}/{classNumber}?section= (docs/adr/0705): the children of a
 * course class (one section of it) the caller may see, with their levels by chapter, assignments and
 * needs-help flags. A class the caller does not teach or the school does not have: 404. A fixed
 * number of queries whatever the class's size: the children, the tree, the levels, the totals.
 */
export async function classReport(
  db: DbOrTx,
  caller: SessionUser,
  request: { courseId: string; classNumber: number; section: string | null; language: PrintLanguage },
): Promise<{ pdf: Buffer; filename: string; rows: number }> {
  const { courseId, classNumber, section, language } = request;
  const schoolId = requireSchool(caller);
  await requireSchoolClass(db, caller, courseId, classNumber);
  const children = await db
    .select({ studentId: students.id, name: users.name, rollNumber: students.rollNumber })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      and(
        inSchoolClass(caller, courseId, classNumber),
        accessible(caller, "student.read"),
        section ? eq(students.section, section) : undefined,
      ),
    )
    .orderBy(asc(students.sortName), asc(students.rollNumber), asc(students.id));
  const chapters = await chaptersOfClass(db, courseId, classNumber);
  const ids = children.map((child) => child.studentId);
  const levels = await levelsOf(
    db,
    ids,
    chapters.flatMap((chapter) => chapter.sets),
  );
  const today = indiaToday();
  const totals = await assignmentTotalsOfClass(db, { schoolId, courseId, classNumber }, ids, today);
  const [course] = await db
    .select({ name: courses.name, nameHi: courses.nameHi })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  const words = REPORT_WORDS[language];
  const courseName = (language === "hi" ? course?.nameHi : null) ?? course?.name ?? "";
  const place = [words.classNumber(classNumber), section ? words.section(section) : null, courseName]
    .filter(Boolean)
    .join(" · ");
  const pdf = await classReportPdf({
    language,
    school: await schoolNameOf(db, caller),
    place,
    printedOn: dayOf(today),
    chapters,
    children: children.map((child) => {
      const mine = levels.get(child.studentId) ?? new Map();
      const standings = chapters.map((chapter) => chapterStanding(chapter, mine));
      return {
        roll: child.rollNumber ?? "",
        name: child.name,
        chapters: standings,
        assignments: totals.get(child.studentId) ?? { total: 0, done: 0, overdue: 0 },
        needsHelp: standings.reduce((sum, standing) => sum + standing.needsHelp, 0),
      };
    }),
  });
  const english = [
    "Class report",
    REPORT_WORDS.en.classNumber(classNumber),
    section ? REPORT_WORDS.en.section(section) : "",
    course?.name ?? "",
  ].join(" ");
  return { pdf, filename: fileName(english, language, "class-report"), rows: children.length };
}
