import { LIMITS, type StudentBulkRow } from "@ganit/contracts";
import type { UploadColumn } from "@/components/bulk-upload/parse-rows.ts";

/** The upload template, exactly the spec's headings: name, email, dob (DD-MM-YYYY), Class, fathername. */
export const STUDENT_TEMPLATE: readonly UploadColumn<keyof Omit<StudentBulkRow, "row" | "phone">>[] = [
  { field: "name", header: "name", width: 28 },
  { field: "email", header: "email", width: 30 },
  { field: "dob", header: "dob (DD-MM-YYYY)", kind: "date", width: 18 },
  { field: "Class", header: "Class", width: 8 },
  { field: "fathername", header: "fathername", width: 28 },
];

/** Two rows of one file are the same child when name, date of birth and father's name agree. */
export const SAME_STUDENT_FIELDS = ["name", "dob", "fathername"] as const;

/** Classes 1 to 10, as the selects offer them. */
export const CLASS_NUMBERS = Array.from(
  { length: LIMITS.classMax - LIMITS.classMin + 1 },
  (_, index) => LIMITS.classMin + index,
);
