import { STUDENTS_LIST, type Student } from "@ganit/contracts";
import { downloadWorkbook, type SheetColumn } from "@/components/bulk-upload/spreadsheet.ts";
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

/** The rows of the export sheet, in the headings' order (the sheet writer neutralizes every text cell). */
export function exportRows(students: readonly Student[]): unknown[][] {
  return students.map((student) => [
    student.rollNumber,
    student.name,
    student.email,
    student.phone ?? "",
    student.class,
    student.fathername,
    dayFirst(student.dob),
    student.username,
    dayFirst(student.createdAt),
  ]);
}

export async function downloadStudents(
  students: readonly Student[],
  headings: ExportHeadings,
  fileName: string,
  sheetName: string,
) {
  const columns: SheetColumn[] = [
    { header: headings.rollNumber, width: 12 },
    { header: headings.name, width: 28 },
    { header: headings.email, width: 32 },
    { header: headings.phone, width: 14 },
    { header: headings.class, width: 8 },
    { header: headings.fathername, width: 28 },
    { header: headings.dob, width: 14 },
    { header: headings.username, width: 16 },
    { header: headings.joinedOn, width: 14 },
  ];
  await downloadWorkbook(fileName, sheetName, columns, exportRows(students));
}
