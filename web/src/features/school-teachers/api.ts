import {
  API,
  apiPath,
  type MessageResponse,
  type TeacherAddRequest,
  type TeacherAddResponse,
  type TeacherBulkRequest,
  type TeachersPage,
  teacherAddResponseSchema,
  teachersPageSchema,
} from "@ganit/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api.ts";

export const teachersKeys = {
  all: ["school-teachers"] as const,
  page: (query: string) => ["school-teachers", "page", query] as const,
};

/** GET /api/teacher/getall?page=…: one page of the school's teachers. */
export async function fetchTeachers(query: string): Promise<TeachersPage> {
  return teachersPageSchema.parse(await apiFetch<unknown>(`${API.teachers}?${query}`));
}

export function useTeachers(query: string) {
  return useQuery({
    queryKey: teachersKeys.page(query),
    queryFn: () => fetchTeachers(query),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/teacher/activate/{userId} (empty body). */
export const activateTeacher = (userId: string) =>
  apiFetch<MessageResponse>(apiPath.activateTeacher(userId), { method: "PUT" });
/** PUT /api/teacher/hold/{userId} (empty body): the teacher cannot sign in and their session ends. */
export const holdTeacher = (userId: string) =>
  apiFetch<MessageResponse>(apiPath.holdTeacher(userId), { method: "PUT" });

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
export const addTeacher = async (body: TeacherAddRequest): Promise<TeacherAddResponse> =>
  teacherAddResponseSchema.parse(await apiFetch<unknown>(API.addTeacher, { body }));
/** POST /api/teacher/add-bulk {teachers[]}: all rows or none. */
export const addTeachersBulk = async (body: TeacherBulkRequest): Promise<TeacherAddResponse> =>
  teacherAddResponseSchema.parse(await apiFetch<unknown>(API.addTeachersBulk, { body }));

function useTeacherAdd<T>(add: (body: T) => Promise<TeacherAddResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: add,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teachersKeys.all }),
  });
}

export const useAddTeacher = () => useTeacherAdd(addTeacher);
export const useAddTeachersBulk = () => useTeacherAdd(addTeachersBulk);
