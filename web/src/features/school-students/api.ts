import {
  apiPath,
  type NewCodesRequest,
  privacyStudentErase,
  type Student,
  type StudentAddRequest,
  type StudentAddResponse,
  type StudentBulkRequest,
  type StudentsPage,
  type StudentUpdateRequest,
  studentsAdd,
  studentsAddBulk,
  studentsList,
  studentsNewCodes,
  studentsRemove,
  studentsSections,
  studentsUpdate,
} from "@ganit/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiDownload } from "@/lib/api.ts";
import { call, callPage } from "@/lib/client.ts";
import { pagedListKeys, useListChange, usePagedListQuery } from "@/lib/paged-list-query.ts";

/** GET /api/student/getall?page=…: one page of the school's students, searched, filtered and sorted by the server. */
export async function fetchStudents(query: string): Promise<StudentsPage> {
  return callPage(studentsList, { query });
}

export const studentsKeys = pagedListKeys("school-students");

export const useStudents = (query: string) => usePagedListQuery(studentsKeys, query, fetchStudents);

/**
 * PUT /api/student/update/{id}: the whole student back, as the spec's client sends it, with the
 * edited name and class; the server applies only the editable fields.
 */
export const updateStudent = (student: Student) =>
  call(studentsUpdate, { params: { id: student._id }, body: student satisfies StudentUpdateRequest });

/** DELETE /api/student/{id}: the account goes and any seat it held is freed. */
export const deleteStudent = (id: string) => call(studentsRemove, { params: { id } });

export const useUpdateStudent = () => useListChange(studentsKeys, updateStudent);
export const useDeleteStudent = () => useListChange(studentsKeys, deleteStudent);

/** POST /api/student/add: one student; the answer carries their sign-in details. */
export const addStudent = (body: StudentAddRequest): Promise<StudentAddResponse> =>
  call(studentsAdd, { body });

/** POST /api/student/add-bulk {students[]}: all rows or none; per-row problems in a 400. */
export const addStudentsBulk = (body: StudentBulkRequest): Promise<StudentAddResponse> =>
  call(studentsAddBulk, { body });

export const useAddStudent = () => useListChange(studentsKeys, addStudent, "success");
export const useAddStudentsBulk = () => useListChange(studentsKeys, addStudentsBulk, "success");

/**
 * POST /api/student/new-codes: new sign-in codes for one student or a whole class; the old ones stop
 * working at once. The answer is the new credentials sheet.
 */
export const issueNewCodes = (body: NewCodesRequest): Promise<StudentAddResponse> =>
  call(studentsNewCodes, { body });
export const useNewCodes = () => useListChange(studentsKeys, issueNewCodes, "success");

/** GET /api/student/sections: the sections the school's pupils are in (none: the school has none). */
export const useSchoolSections = () =>
  useQuery({ queryKey: [...studentsKeys.all, "sections"], queryFn: () => call(studentsSections) });

/** A copy of everything Ganit holds about one pupil (JSON or Excel), saved by the browser. */
export const downloadStudentData = (student: Pick<Student, "_id" | "rollNumber">, format: "json" | "xlsx") =>
  apiDownload(apiPath.privacyStudentExport(student._id, format), `student-${student.rollNumber}.${format}`);

/** POST /api/privacy/students/{id}/erase: the office confirms a pupil's erasure (the job runs at once). */
export const useEraseStudent = () =>
  useListChange(studentsKeys, (id: string) => call(privacyStudentErase, { params: { id } }), "success");
