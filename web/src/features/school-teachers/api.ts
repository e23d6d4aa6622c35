import {
  type TeacherAddRequest,
  type TeacherAddResponse,
  type TeacherBulkRequest,
  type TeachersPage,
  teachersActivate,
  teachersAdd,
  teachersAddBulk,
  teachersHold,
  teachersList,
} from "@ganit/contracts";
import { call, callPage } from "@/lib/client.ts";
import { pagedResource } from "@/lib/paged-resource.ts";

/** GET /api/teacher/getall?page=…: one page of the school's teachers. */
export async function fetchTeachers(query: string): Promise<TeachersPage> {
  return callPage(teachersList, { query });
}

const teachers = pagedResource("school-teachers", fetchTeachers);

export const teachersKeys = teachers.keys;

export const useTeachers = teachers.usePage;

/** PUT /api/teacher/activate/{userId} (empty body). */
export const activateTeacher = (userId: string) => call(teachersActivate, { params: { userId } });
/** PUT /api/teacher/hold/{userId} (empty body): the teacher cannot sign in and their session ends. */
export const holdTeacher = (userId: string) => call(teachersHold, { params: { userId } });

export const useActivateTeacher = () => teachers.useRowChange(activateTeacher);
export const useHoldTeacher = () => teachers.useRowChange(holdTeacher);

/** POST /api/teacher/add. */
export const addTeacher = (body: TeacherAddRequest): Promise<TeacherAddResponse> =>
  call(teachersAdd, { body });
/** POST /api/teacher/add-bulk {teachers[]}: all rows or none. */
export const addTeachersBulk = (body: TeacherBulkRequest): Promise<TeacherAddResponse> =>
  call(teachersAddBulk, { body });

export const useAddTeacher = () => teachers.useAddition(addTeacher);
export const useAddTeachersBulk = () => teachers.useAddition(addTeachersBulk);
