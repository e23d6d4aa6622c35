import { idParamsSchema } from "../common.ts";
import {
  adminCoursesQuerySchema,
  adminCoursesResponseSchema,
  courseSavedResponseSchema,
  courseSummarySchema,
} from "../course-list.ts";
import { courseInputSchema, courseSchema } from "../courses.ts";
import { endpoint } from "../endpoint.ts";
import { API } from "../paths.ts";
import { coursesCatalogue } from "./catalogue.ts";

const tags = ["courses"];
const staff = ["admin", "superadmin"] as const;

export const coursesSummary = endpoint({
  method: "GET",
  path: API.courseSummary,
  access: staff,
  tags,
  summary: "The admin dashboard's counts: courses, classes, topics, resources, content pages",
  schemas: { response: courseSummarySchema },
});

export const coursesList = endpoint({
  method: "GET",
  path: API.courses,
  access: staff,
  tags,
  summary:
    "Live courses with their classes and prices: the whole list, or a page when any list parameter is given",
  schemas: { query: adminCoursesQuerySchema, response: adminCoursesResponseSchema },
});

export const coursesAdd = endpoint({
  method: "POST",
  path: API.addCourse,
  access: staff,
  tags,
  summary: "Create a course with its classes, topics, sub-topics and resources",
  status: 201,
  errors: [404, 409],
  schemas: { body: courseInputSchema, response: courseSavedResponseSchema },
});

export const coursesGet = endpoint({
  method: "GET",
  path: `${API.courses}/:id`,
  access: staff,
  tags,
  summary: "The whole course document, every node with its _id",
  schemas: { params: idParamsSchema, response: courseSchema },
});

export const coursesUpdate = endpoint({
  method: "PUT",
  path: `${API.courses}/:id`,
  access: staff,
  tags,
  summary: "Save the whole course document (nodes sent back with their _id keep it)",
  errors: [404, 409],
  schemas: { params: idParamsSchema, body: courseInputSchema, response: courseSavedResponseSchema },
});

export const coursesRemove = endpoint({
  method: "DELETE",
  path: `${API.courses}/:id`,
  access: staff,
  tags,
  summary: "Delete a course, or archive it when a school or student has it",
  schemas: { params: idParamsSchema, response: courseSavedResponseSchema },
});

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
