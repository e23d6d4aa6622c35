import { ACTIVE_SCHOOLS_LIST, type ActiveSchool, type SchoolCourseSummary } from "@ganit/contracts";
import { downloadWorkbook, type SheetColumn } from "@/components/bulk-upload/spreadsheet.ts";
import { everyPageOf } from "@/lib/all-pages.ts";
import { fetchSchools } from "./api.ts";
import type { en } from "./i18n.ts";
import { indiaDay } from "./india-day.ts";

/** The largest page the list offers: 10 requests for 1,000 schools. */
const EXPORT_PAGE_SIZE = Math.max(...ACTIVE_SCHOOLS_LIST.limits);

/**
 * Every school the list's current search, filters and sort select, page after page from the server
 * (one page in flight at a time). `listQuery` is the screen's API query; its page and limit are replaced.
 */
export const fetchAllSchools = (listQuery: string, onProgress: (done: number, total: number) => void) =>
  everyPageOf(fetchSchools, listQuery, EXPORT_PAGE_SIZE, onProgress);

/** The sheet's columns, in the order of `exportRows`. */
export const SHEET_KEYS = [
  "name",
  "udiscCode",
  "email",
  "phone",
  "address",
  "city",
  "district",
  "state",
  "pincode",
  "status",
  "statusReason",
  "registrationDate",
  "activeSince",
  "totalCourses",
  "totalStudents",
  "totalTeachers",
  "coursesForStudents",
  "coursesForSchool",
] as const satisfies readonly (keyof (typeof en)["sheet"])[];
export type SheetHeadings = Record<(typeof SHEET_KEYS)[number], string>;

/** `Vedic Maths (6, 7)`; courses separated by semicolons. */
const coursesText = (courses: readonly SchoolCourseSummary[]) =>
  courses
    .map((course) => `${course.courseName} (${course.classes.map((c) => c.classNumber).join(", ")})`)
    .join("; ");

/** The rows of the sheet, in the headings' order (the sheet writer neutralizes every text cell). */
export function exportRows(schools: readonly ActiveSchool[], statusLabel: (status: string) => string) {
  return schools.map((school) => [
    school.schoolName,
    school.details.udiscCode,
    school.contact.email,
    school.contact.phone,
    school.contact.address.street,
    school.contact.address.city,
    school.contact.address.district,
    school.contact.address.state,
    school.contact.address.pincode,
    statusLabel(school.status),
    school.statusReason ?? "",
    indiaDay(school.details.registrationDate),
    school.activeSince ? indiaDay(school.activeSince) : "",
    school.totalCourses,
    school.totalStudents,
    school.totalTeachers,
    coursesText(school.courses.forStudents),
    coursesText(school.courses.forSchool),
  ]);
}

export async function downloadSchools(
  rows: unknown[][],
  headings: SheetHeadings,
  fileName: string,
  sheetName: string,
) {
  const wide = new Set<string>([
    "name",
    "email",
    "address",
    "coursesForStudents",
    "coursesForSchool",
    "statusReason",
  ]);
  const columns: SheetColumn[] = SHEET_KEYS.map((key) => ({
    header: headings[key],
    width: wide.has(key) ? 32 : 14,
  }));
  await downloadWorkbook(fileName, sheetName, columns, rows);
}
