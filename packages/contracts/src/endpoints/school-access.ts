import {
  accessCourseParamsSchema,
  accessCourseQuerySchema,
  activeSchoolCoursesResponseSchema,
  schoolAccessCourseResponseSchema,
} from "../course-access.ts";
import { endpoint } from "../endpoint.ts";
import { API } from "../paths.ts";
import { classProgressParamsSchema, classProgressResponseSchema } from "../progress.ts";

const tags = ["course access"];

export const schoolAccessTeacher = staffAccess("teacher", API.teacherAccessCourses, "teacher's school");

export const schoolAccessSchool = staffAccess("school", API.schoolAccessCourses, "school");

export const schoolAccessClassProgress = endpoint({
  method: "GET",
  path: "/api/progress/class/:courseId/:classNumber",
  access: ["teacher", "school"],
  tags: ["progress"],
  summary: "One class of the caller's school: its enrolled students × titles completed",
  schemas: { params: classProgressParamsSchema, response: classProgressResponseSchema },
});

/** The courses and the whole tree of a class for a teacher or the school account: the same answers under two paths each. */
function staffAccess(role: "teacher" | "school", list: string, who: string) {
  return {
    list: endpoint({
      method: "GET",
      path: list,
      access: [role],
      tags,
      summary: `The courses and open classes of the ${who} (active classes of either kind)`,
      schemas: { response: activeSchoolCoursesResponseSchema },
    }),
    course: endpoint({
      method: "GET",
      path: `${list}/:courseId`,
      access: [role],
      tags,
      summary: `One course of the ${who}: the whole tree of each open class, every resource type`,
      schemas: {
        params: accessCourseParamsSchema,
        query: accessCourseQuerySchema,
        response: schoolAccessCourseResponseSchema,
      },
    }),
  };
}

/** Content access of the school's staff (spec part 1 §7), and the per-class progress table. */
export const schoolAccessApi = {
  teacher: schoolAccessTeacher,
  school: schoolAccessSchool,
  classProgress: schoolAccessClassProgress,
};
