import { type PrintLanguage, ROUTES } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { requireAccess } from "../../access/index.ts";
import type { AppContext } from "../../context.ts";
import { courseClasses, courseResources, courses, courseTitles } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { joinCourseOfResource } from "../courses/index.ts";
import { loadSet } from "../practice/index.ts";
import { childReport } from "./child-report.ts";
import { classReport } from "./class-report.ts";
import { fileName } from "./paper-doc.ts";
import { worksheetQuestions } from "./questions.ts";
import { chapterTestPaper, storedTestPaper } from "./test-papers.ts";
import { SHEET_WORDS } from "./words.ts";
import { worksheetPdf } from "./worksheet-pdf.ts";

export type Worksheet = { pdf: Buffer; filename: string };

export function createPrintingService(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    /** GET /api/print/worksheets/{resourceId}: 20 fresh questions and their key, as an A4 PDF. */
    async worksheet(caller: SessionUser, resourceId: string, language: PrintLanguage): Promise<Worksheet> {
      await requireAccess(db, { caller, permission: "resource.print", ids: [resourceId] });
      const resource = db
        .select({
          title: courseTitles.title,
          titleHi: courseTitles.titleHi,
          course: courses.name,
          courseHi: courses.nameHi,
          classNumber: courseClasses.classNumber,
        })
        .from(courseResources)
        .$dynamic();
      const [place] = await joinCourseOfResource(resource).where(eq(courseResources.id, resourceId)).limit(1);
      const set = await loadSet(db, resourceId);
      // A resource with no exercise set (a lesson page, a video) has nothing to print.
      if (!place || !set) throw notFound("practiceNotFound");
      const hindi = language === "hi";
      const title = (hindi ? place.titleHi : null) ?? place.title;
      const course = (hindi ? place.courseHi : null) ?? place.course;
      const pdf = await worksheetPdf({
        language,
        title,
        place: `${course} · ${SHEET_WORDS[language].classNumber(place.classNumber)}`,
        questions: worksheetQuestions(set, language),
        link: `${ctx.config.appUrl}${ROUTES.practice.replace(":resourceId", encodeURIComponent(resourceId))}`,
      });
      return { pdf, filename: fileName(place.title, language, "worksheet") };
    },

    /** GET /api/print/tests/{testId}: a stored test's paper (any kind of test). */
    testPaper: (caller: SessionUser, testId: string, language: PrintLanguage) =>
      storedTestPaper(db, caller, testId, language),

    /** GET /api/print/chapter-tests/{chapterId}: a chapter's test paper, drawn afresh. */
    chapterTestPaper: (caller: SessionUser, chapterId: string, language: PrintLanguage) =>
      chapterTestPaper(db, caller, chapterId, language),

    /** GET /api/print/class-reports/{courseId}/{classNumber}: a course class's report (one section of it). */
    classReport: (
      caller: SessionUser,
      request: { courseId: string; classNumber: number; section: string | null; language: PrintLanguage },
    ) => classReport(db, caller, request),

    /** GET /api/print/child-reports/{studentId}: one child's report. */
    childReport: (caller: SessionUser, studentId: string, language: PrintLanguage) =>
      childReport(db, caller, studentId, language),
  };
}

export type PrintingService = ReturnType<typeof createPrintingService>;
