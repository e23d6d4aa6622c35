import { type EndpointGroup, get } from "../endpoint-group.ts";
import { API } from "../paths.ts";
import {
  chapterPaperParamsSchema,
  childReportParamsSchema,
  classReportParamsSchema,
  classReportQuerySchema,
  pdfResponseSchema,
  printQuerySchema,
  testPaperParamsSchema,
  worksheetParamsSchema,
  worksheetQuerySchema,
} from "../printing.ts";

/** Paper for the classroom: the school and its teachers print for their classes; platform staff for any. */
const printers = {
  access: ["school", "teacher", "admin", "superadmin"],
  tags: ["printing"],
  errors: [404],
} as const satisfies EndpointGroup;

export const printingWorksheet = get(
  printers,
  `${API.printWorksheets}/:resourceId`,
  "A practice set's printable worksheet: 20 fresh questions, the answer key on its own page, a QR code to the set (A4 PDF)",
  { params: worksheetParamsSchema, query: worksheetQuerySchema, response: pdfResponseSchema },
);

export const printingTestPaper = get(
  printers,
  `${API.printTestPapers}/:testId`,
  "A stored test's printable paper (any kind): a cover line, its questions, the worked key on its own page (A4 PDF)",
  { params: testPaperParamsSchema, query: printQuerySchema, response: pdfResponseSchema },
);

export const printingChapterTestPaper = get(
  printers,
  `${API.printChapterTestPapers}/:chapterId`,
  "A chapter's test paper drawn afresh as the chapter test is (nothing saved): cover, questions, worked key (A4 PDF)",
  { params: chapterPaperParamsSchema, query: printQuerySchema, response: pdfResponseSchema },
);

export const printingClassReport = get(
  { ...printers, access: ["school", "teacher"] },
  `${API.printClassReports}/:courseId/:classNumber`,
  "A course class's report for the parents' meeting: each child's level by chapter, assignments done, needs help (A4 PDF)",
  { params: classReportParamsSchema, query: classReportQuerySchema, response: pdfResponseSchema },
  { errors: [404, 503] },
);

/** A child's report: the child's school staff, and the child's linked parents (docs/adr/0706). */
export const printingChildReport = get(
  { ...printers, access: ["school", "teacher", "parent"] },
  `${API.printChildReports}/:studentId`,
  "One child's report for the parents' meeting: levels by chapter, assignments done on time or late (A4 PDF)",
  { params: childReportParamsSchema, query: printQuerySchema, response: pdfResponseSchema },
  { errors: [404, 503] },
);

export const printingApi = {
  worksheet: printingWorksheet,
  testPaper: printingTestPaper,
  chapterTestPaper: printingChapterTestPaper,
  classReport: printingClassReport,
  childReport: printingChildReport,
};
