import {
  accessCourseParamsSchema,
  accessCourseQuerySchema,
  activeSchoolCoursesResponseSchema,
  schoolAccessCourseResponseSchema,
} from "../course-access.ts";
import { type EndpointGroup, get } from "../endpoint-group.ts";
import { API } from "../paths.ts";
import { classProgressParamsSchema, classProgressResponseSchema } from "../progress.ts";

export const schoolAccessTeacher = staffAccess("teacher", API.teacherAccessCourses, "teacher's school");

export const schoolAccessSchool = staffAccess("school", API.schoolAccessCourses, "school");

export const schoolAccessClassProgress = get(
  { access: ["teacher", "school"], tags: ["progress"] },
  "/api/progress/class/:courseId/:classNumber",
  "One class of the caller's school: its enrolled students × titles completed",
  { params: classProgressParamsSchema, response: classProgressResponseSchema },
);

/** The courses and the whole tree of a class for a teacher or the school account: the same answers under two paths each. */
function staffAccess(role: "teacher" | "school", list: string, who: string) {
  const staff = { access: [role], tags: ["course access"] } as const satisfies EndpointGroup;
  return {
    list: get(staff, list, `The courses and open classes of the ${who} (active classes of either kind)`, {
      response: activeSchoolCoursesResponseSchema,
    }),
    course: get(
      staff,
      `${list}/:courseId`,
      `One course of the ${who}: the whole tree of each open class, every resource type`,
      {
        params: accessCourseParamsSchema,
        query: accessCourseQuerySchema,
        response: schoolAccessCourseResponseSchema,
      },
    ),
  };
}

/** Content access of the school's staff (spec part 1 §7), and the per-class progress table. */
export const schoolAccessApi = {
  teacher: schoolAccessTeacher,
  school: schoolAccessSchool,
  classProgress: schoolAccessClassProgress,
};
