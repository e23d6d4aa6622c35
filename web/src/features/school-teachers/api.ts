import {
  schoolAccessSchool,
  studentsSections,
  type TeacherAddRequest,
  type TeacherAddResponse,
  type TeacherBulkRequest,
  type TeacherClassInput,
  type TeachersPage,
  teachersActivate,
  teachersAdd,
  teachersAddBulk,
  teachersAddClassesBulk,
  teachersHold,
  teachersList,
  teachersSetClasses,
} from "@ganit/contracts";
import { useQuery } from "@tanstack/react-query";
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

/** The school's classes (of either kind) and its pupils' sections: what a teacher can be given. */
export const useSchoolClassChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ["school-teachers", "class-choices"] as const,
    queryFn: async () => {
      const [courses, sections] = await Promise.all([call(schoolAccessSchool.list), call(studentsSections)]);
      return {
        courses: courses.activeSchoolCourses.map(({ courseId: course }) => ({
          courseId: course._id,
          courseName: course.name,
          classNumbers: [...new Set(course.classLevels.map((c) => c.classNumber))].sort((a, b) => a - b),
        })),
        sections: sections.sections,
      };
    },
    enabled,
  });

/** PUT /api/teacher/classes/{userId}: the teacher's classes become these. */
export const setTeacherClasses = ({ userId, classes }: { userId: string; classes: TeacherClassInput[] }) =>
  call(teachersSetClasses, { params: { userId }, body: { classes } });
/** POST /api/teacher/classes-bulk: the same classes added to several teachers. */
export const addTeachersClasses = (body: { userIds: string[]; classes: TeacherClassInput[] }) =>
  call(teachersAddClassesBulk, { body });

export const useSetTeacherClasses = () => useListChange(teachersKeys, setTeacherClasses, "success");
export const useAddTeachersClasses = () => useListChange(teachersKeys, addTeachersClasses, "success");
