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
import { pagedListKeys, useListChange, usePagedListQuery } from "@/lib/paged-list-query.ts";

/** GET /api/teacher/getall?page=…: one page of the school's teachers. */
export async function fetchTeachers(query: string): Promise<TeachersPage> {
  return callPage(teachersList, { query });
}

export const teachersKeys = pagedListKeys("school-teachers");

export const useTeachers = (query: string) => usePagedListQuery(teachersKeys, query, fetchTeachers);

/** PUT /api/teacher/activate/{userId} (empty body). */
export const activateTeacher = (userId: string) => call(teachersActivate, { params: { userId } });
/** PUT /api/teacher/hold/{userId} (empty body): the teacher cannot sign in and their session ends. */
export const holdTeacher = (userId: string) => call(teachersHold, { params: { userId } });

export const useActivateTeacher = () => useListChange(teachersKeys, activateTeacher);
export const useHoldTeacher = () => useListChange(teachersKeys, holdTeacher);

/** POST /api/teacher/add. */
export const addTeacher = (body: TeacherAddRequest): Promise<TeacherAddResponse> =>
  call(teachersAdd, { body });
/** POST /api/teacher/add-bulk {teachers[]}: all rows or none. */
export const addTeachersBulk = (body: TeacherBulkRequest): Promise<TeacherAddResponse> =>
  call(teachersAddBulk, { body });

export const useAddTeacher = () => useListChange(teachersKeys, addTeacher, "success");
export const useAddTeachersBulk = () => useListChange(teachersKeys, addTeachersBulk, "success");
