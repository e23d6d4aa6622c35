import { idParamsSchema } from "../common.ts";
import {
  adminCoursesQuerySchema,
  adminCoursesResponseSchema,
  courseSavedResponseSchema,
  courseSummarySchema,
} from "../course-list.ts";
import { courseInputSchema, courseSchema } from "../courses.ts";
import { del, type EndpointGroup, get, post, put } from "../endpoint-group.ts";
import { API } from "../paths.ts";
import { coursesCatalogue } from "./catalogue.ts";

const staff = { access: ["admin", "superadmin"], tags: ["courses"] } as const satisfies EndpointGroup;

export const coursesSummary = get(
  staff,
  API.courseSummary,
  "The admin dashboard's counts: courses, classes, topics, resources, content pages",
  { response: courseSummarySchema },
);

export const coursesList = get(
  staff,
  API.courses,
  "Live courses with their classes and prices: the whole list, or a page when any list parameter is given",
  { query: adminCoursesQuerySchema, response: adminCoursesResponseSchema },
);

export const coursesAdd = post(
  staff,
  API.addCourse,
  "Create a course with its classes, topics, sub-topics and resources",
  { body: courseInputSchema, response: courseSavedResponseSchema },
  { status: 201, errors: [404, 409] },
);

export const coursesGet = get(
  staff,
  `${API.courses}/:id`,
  "The whole course document, every node with its _id",
  { params: idParamsSchema, response: courseSchema },
);

export const coursesUpdate = put(
  staff,
  `${API.courses}/:id`,
  "Save the whole course document (nodes sent back with their _id keep it)",
  { params: idParamsSchema, body: courseInputSchema, response: courseSavedResponseSchema },
  { errors: [404, 409] },
);

export const coursesRemove = del(
  staff,
  `${API.courses}/:id`,
  "Delete a course, or archive it when a school or student has it",
  { params: idParamsSchema, response: courseSavedResponseSchema },
);

/** The course catalogue (`/api/course`). */
export const coursesApi = {
  catalogue: coursesCatalogue,
  summary: coursesSummary,
  list: coursesList,
  add: coursesAdd,
  get: coursesGet,
  update: coursesUpdate,
  remove: coursesRemove,
};
