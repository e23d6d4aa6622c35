import { apiPath, privacyStudentErase, type Student } from "@ganit/contracts";
import { apiDownload } from "@/lib/api.ts";
import { call } from "@/lib/client.ts";
import { useListChange } from "@/lib/paged-list-query.ts";
import { studentsKeys } from "./api.ts";

/**
 * A pupil's data (DPDP Act 2023): the copy and the erasure. Apart from api.ts, so the list's first
 * visit does not carry the privacy declarations: only the details and the erase dialog load it.
 */

/** A copy of everything Ganit holds about one pupil (JSON or Excel), saved by the browser. */
export const downloadStudentData = (student: Pick<Student, "_id" | "rollNumber">, format: "json" | "xlsx") =>
  apiDownload(apiPath.privacyStudentExport(student._id, format), `student-${student.rollNumber}.${format}`);

/** POST /api/privacy/students/{id}/erase: the office confirms a pupil's erasure (the job runs at once). */
export const useEraseStudent = () =>
  useListChange(studentsKeys, (id: string) => call(privacyStudentErase, { params: { id } }), "success");
