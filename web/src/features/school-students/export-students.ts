import { STUDENTS_LIST, type Student } from "@ganit/contracts";
import { downloadWorkbook } from "@/components/bulk-upload/spreadsheet.ts";
import { sheetOf } from "@/components/list-sheet-export.ts";
import { everyPageOf } from "@/lib/all-pages.ts";
import { dayFirst } from "@/lib/dates.ts";
import { fetchStudents } from "./api.ts";

/** The largest page the list offers: fewest requests for a school of 3,000 (30 of them). */
const EXPORT_PAGE_SIZE = Math.max(...STUDENTS_LIST.limits);

/** Every student the list's current search, class filter and sort select (`listQuery`: the screen's API query). */
export const fetchAllStudents = (listQuery: string, onProgress: (done: number, total: number) => void) =>
  everyPageOf(fetchStudents, listQuery, EXPORT_PAGE_SIZE, onProgress);

export type ExportHeadings = Record<
  "rollNumber" | "name" | "email" | "phone" | "class" | "fathername" | "dob" | "username" | "joinedOn",
  string
>;

/** The students as the export sheet, in the headings' order (the sheet writer neutralizes every text cell). */
export async function downloadStudents(
  students: readonly Student[],
  headings: ExportHeadings,
  fileName: string,
  sheetName: string,
) {
  const { columns, rows } = sheetOf<Student>(students, [
    { header: headings.rollNumber, width: 12, cell: (s) => s.rollNumber },
    { header: headings.name, width: 28, cell: (s) => s.name },
    { header: headings.email, width: 32, cell: (s) => s.email },
    { header: headings.phone, width: 14, cell: (s) => s.phone ?? "" },
    { header: headings.class, width: 8, cell: (s) => s.class },
    { header: headings.fathername, width: 28, cell: (s) => s.fathername },
    { header: headings.dob, width: 14, cell: (s) => dayFirst(s.dob) },
    { header: headings.username, width: 16, cell: (s) => s.username },
    { header: headings.joinedOn, width: 14, cell: (s) => dayFirst(s.createdAt) },
  ]);
  await downloadWorkbook(fileName, sheetName, columns, rows);
}
