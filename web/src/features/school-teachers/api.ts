import {
  type MessageResponse,
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
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callPage } from "@/lib/client.ts";

export const teachersKeys = {
  all: ["school-teachers"] as const,
  page: (query: string) => ["school-teachers", "page", query] as const,
};

/** GET /api/teacher/getall?page=…: one page of the school's teachers. */
export async function fetchTeachers(query: string): Promise<TeachersPage> {
  return callPage(teachersList, { query });
}

export function useTeachers(query: string) {
  return useQuery({
    queryKey: teachersKeys.page(query),
    queryFn: () => fetchTeachers(query),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/teacher/activate/{userId} (empty body). */
export const activateTeacher = (userId: string) => call(teachersActivate, { params: { userId } });
/** PUT /api/teacher/hold/{userId} (empty body): the teacher cannot sign in and their session ends. */
export const holdTeacher = (userId: string) => call(teachersHold, { params: { userId } });

function useTeacherChange(change: (userId: string) => Promise<MessageResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teachersKeys.all }),
  });
}

export const useActivateTeacher = () => useTeacherChange(activateTeacher);
export const useHoldTeacher = () => useTeacherChange(holdTeacher);

/** POST /api/teacher/add. */
export const addTeacher = (body: TeacherAddRequest): Promise<TeacherAddResponse> =>
  call(teachersAdd, { body });
/** POST /api/teacher/add-bulk {teachers[]}: all rows or none. */
export const addTeachersBulk = (body: TeacherBulkRequest): Promise<TeacherAddResponse> =>
  call(teachersAddBulk, { body });

function useTeacherAdd<T>(add: (body: T) => Promise<TeacherAddResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: add,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teachersKeys.all }),
  });
}

export const useAddTeacher = () => useTeacherAdd(addTeacher);
export const useAddTeachersBulk = () => useTeacherAdd(addTeachersBulk);
