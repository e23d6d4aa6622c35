import { LIMITS, type StudentBulkRow } from "@ganit/contracts";
import type { UploadColumn } from "@/components/bulk-upload/parse-rows.ts";

/**
 * The upload template: the spec's headings (name, email, dob (DD-MM-YYYY), Class, fathername), then
 * an optional roll number: the school's own, or empty for the school's running number. A sheet made
 * from the older template, without it, is read as before.
 */
export const STUDENT_TEMPLATE: readonly UploadColumn<keyof Omit<StudentBulkRow, "row" | "phone">>[] = [
  { field: "name", header: "name", width: 28 },
  { field: "email", header: "email", width: 30 },
  { field: "dob", header: "dob (DD-MM-YYYY)", kind: "date", width: 18 },
  { field: "Class", header: "Class", width: 8 },
  { field: "fathername", header: "fathername", width: 28 },
  { field: "rollNumber", header: "rollNumber (optional)", width: 14, optional: true },
  // Beyond the spec: the pupil's section of the class (A, B, … or the school's own names).
  { field: "section", header: "section (optional)", width: 12, optional: true },
];

/** Two rows of one file are the same child when name, date of birth and father's name agree. */
export const SAME_STUDENT_FIELDS = ["name", "dob", "fathername"] as const;

/** Classes 1 to 10, as the selects offer them. */
export const CLASS_NUMBERS = Array.from(
  { length: LIMITS.classMax - LIMITS.classMin + 1 },
  (_, index) => LIMITS.classMin + index,
);
