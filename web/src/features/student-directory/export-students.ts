import { type DirectoryStudent, STUDENT_DIRECTORY_LIST } from "@ganit/contracts";
import type { TFunction } from "i18next";
import type { SheetColumn } from "@/components/bulk-upload/spreadsheet.ts";
import { exportListSheet, type ListSheet } from "@/components/list-sheet-export.ts";
import { fetchStudentDirectory } from "./api.ts";
import type { NAMESPACE } from "./i18n.ts";

/**
 * The filtered students as an .xlsx, one row a student with their school and courses.
 * `workbookBytes` neutralizes every text cell (a name typed as `=cmd|…` stays text in Excel).
 */
export function studentsSheet(
  students: readonly DirectoryStudent[],
  t: TFunction<typeof NAMESPACE>,
): ListSheet {
  const columns: SheetColumn[] = [
    { header: t("columns.name"), width: 28 },
    { header: t("details.rollNumber"), width: 14 },
    { header: t("details.fatherName"), width: 24 },
    { header: t("details.dob"), width: 12 },
    { header: t("details.email"), width: 30 },
    { header: t("details.phone"), width: 14 },
    { header: t("columns.class"), width: 8 },
    { header: t("columns.school"), width: 30 },
    { header: t("details.schoolPlace"), width: 30 },
    { header: t("details.courses"), width: 40 },
  ];
  const rows = students.map((s) => [
    s.name,
    s.rollNumber ?? "",
    s.fatherName,
    s.dob ?? "",
    s.email,
    s.phone ?? "",
    s.class,
    s.school?.name ?? t("individual"),
    s.school ? [s.school.city, s.school.state, s.school.pincode].join(", ") : "",
    s.coursesEnrolled
      .map(
        (c) =>
          `${c.courseName} (${t("classN", { n: c.classNumber })}: ${c.accessGranted ? t("details.granted") : t("details.notGranted")})`,
      )
      .join("; "),
  ]);
  return { columns, rows };
}

/** Every row of the filtered list (its query as the screen asks it), downloaded; how many, of how many. */
export const exportStudents = (listQuery: string, t: TFunction<typeof NAMESPACE>) =>
  exportListSheet(
    fetchStudentDirectory,
    listQuery,
    STUDENT_DIRECTORY_LIST.limits,
    { stem: "students", sheetName: t("export.sheet") },
    (students) => studentsSheet(students, t),
  );
