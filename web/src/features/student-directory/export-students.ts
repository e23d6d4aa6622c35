import { type DirectoryStudent, STUDENT_DIRECTORY_LIST } from "@ganit/contracts";
import type { TFunction } from "i18next";
import { exportListSheet, type SheetField } from "@/components/list-sheet-export.ts";
import { fetchStudentDirectory } from "./api.ts";
import type { NAMESPACE } from "./i18n.ts";

/**
 * The filtered students as an .xlsx, one row a student with their school and courses.
 * `workbookBytes` neutralizes every text cell (a name typed as `=cmd|…` stays text in Excel).
 */
function studentFields(t: TFunction<typeof NAMESPACE>): SheetField<DirectoryStudent>[] {
  const access = (granted: boolean) => (granted ? t("details.granted") : t("details.notGranted"));
  return [
    { header: t("columns.name"), width: 28, cell: (s) => s.name },
    { header: t("details.rollNumber"), width: 14, cell: (s) => s.rollNumber ?? "" },
    { header: t("details.fatherName"), width: 24, cell: (s) => s.fatherName },
    { header: t("details.dob"), width: 12, cell: (s) => s.dob ?? "" },
    { header: t("details.email"), width: 30, cell: (s) => s.email },
    { header: t("details.phone"), width: 14, cell: (s) => s.phone ?? "" },
    { header: t("columns.class"), width: 8, cell: (s) => s.class },
    { header: t("columns.school"), width: 30, cell: (s) => s.school?.name ?? t("individual") },
    {
      header: t("details.schoolPlace"),
      width: 30,
      cell: (s) => (s.school ? [s.school.city, s.school.state, s.school.pincode].join(", ") : ""),
    },
    {
      header: t("details.courses"),
      width: 40,
      cell: (s) =>
        s.coursesEnrolled
          .map((c) => `${c.courseName} (${t("classN", { n: c.classNumber })}: ${access(c.accessGranted)})`)
          .join("; "),
    },
  ];
}

/** Every row of the filtered list (its query as the screen asks it), downloaded; how many, of how many. */
export const exportStudents = (listQuery: string, t: TFunction<typeof NAMESPACE>) =>
  exportListSheet(
    fetchStudentDirectory,
    listQuery,
    STUDENT_DIRECTORY_LIST.limits,
    { stem: "students", sheetName: t("export.sheet") },
    studentFields(t),
  );
