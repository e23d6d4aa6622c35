import {
  type NewCodesRequest,
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
  studentsUpdate,
} from "@ganit/contracts";
import { call, callPage } from "@/lib/client.ts";
import { pagedResource } from "@/lib/paged-resource.ts";

/** GET /api/student/getall?page=…: one page of the school's students, searched, filtered and sorted by the server. */
export async function fetchStudents(query: string): Promise<StudentsPage> {
  return callPage(studentsList, { query });
}

const students = pagedResource("school-students", fetchStudents);

/** Cache keys: every list page sits under `all`, so one invalidation refreshes whatever page is shown. */
export const studentsKeys = students.keys;

/** The page the URL asks for; the previous page stays on screen while the next one loads. */
export const useStudents = students.usePage;

/**
 * PUT /api/student/update/{id}: the whole student back, as the spec's client sends it, with the
 * edited name and class; the server applies only the editable fields.
 */
export const updateStudent = (student: Student) =>
  call(studentsUpdate, { params: { id: student._id }, body: student satisfies StudentUpdateRequest });

/** DELETE /api/student/{id}: the account goes and any seat it held is freed. */
export const deleteStudent = (id: string) => call(studentsRemove, { params: { id } });

export const useUpdateStudent = () => students.useRowChange(updateStudent);
export const useDeleteStudent = () => students.useRowChange(deleteStudent);

/** POST /api/student/add: one student; the answer carries their sign-in details. */
export const addStudent = (body: StudentAddRequest): Promise<StudentAddResponse> =>
  call(studentsAdd, { body });

/** POST /api/student/add-bulk {students[]}: all rows or none; per-row problems in a 400. */
export const addStudentsBulk = (body: StudentBulkRequest): Promise<StudentAddResponse> =>
  call(studentsAddBulk, { body });

export const useAddStudent = () => students.useAddition(addStudent);
export const useAddStudentsBulk = () => students.useAddition(addStudentsBulk);

/**
 * POST /api/student/new-codes: new sign-in codes for one student or a whole class; the old ones stop
 * working at once. The answer is the new credentials sheet.
 */
export const issueNewCodes = (body: NewCodesRequest): Promise<StudentAddResponse> =>
  call(studentsNewCodes, { body });
export const useNewCodes = () => students.useAddition(issueNewCodes);
