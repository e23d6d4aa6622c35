import {
  API,
  adminCoursesQuerySchema,
  adminCoursesResponseSchema,
  courseInputSchema,
  courseSavedResponseSchema,
  courseSchema,
  courseSummarySchema,
  errorResponseSchema,
  idParamsSchema,
  publicCoursesResponseSchema,
  wantsPage,
} from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { rawQuery } from "../../db/lists.ts";
import { signedIn } from "../../plugins/auth.ts";
import type { CoursesService } from "./service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const staff = { access: ["admin", "superadmin"] as const };

/** The course catalogue (`/api/course`). Thin: parse, admit, call the service. */
export function registerCourseRoutes(app: FastifyInstance, courses: CoursesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["courses"];

  r.get(API.publicCourses, {
    config: { access: "public" },
    schema: {
      tags,
      summary: "The public catalogue: ids, names, classes and prices of the live courses (no resources)",
      response: { 200: publicCoursesResponseSchema },
    },
    handler: () => courses.catalogue(),
  });

  r.get(API.courseSummary, {
    config: staff,
    schema: {
      tags,
      summary: "The admin dashboard's counts: courses, classes, topics, resources, content pages",
      response: { 200: courseSummarySchema, ...errors },
    },
    handler: () => courses.summary(),
  });

  r.get(API.courses, {
    config: staff,
    schema: {
      tags,
      summary:
        "Live courses with their classes and prices: the whole list, or a page when any list parameter is given",
      querystring: adminCoursesQuerySchema,
      response: { 200: adminCoursesResponseSchema, ...errors },
    },
    handler: (req) => courses.list(wantsPage(rawQuery(req.url)) ? req.query : null),
  });

  r.post(API.addCourse, {
    config: staff,
    schema: {
      tags,
      summary: "Create a course with its classes, topics, sub-topics and resources",
      body: courseInputSchema,
      response: { 201: courseSavedResponseSchema, ...errors, 409: errorResponseSchema },
    },
    handler: async (req, reply) => {
      const answer = await courses.add(signedIn(req), req.body, { ip: req.ip });
      return reply.status(201).send(answer);
    },
  });

  r.get(`${API.courses}/:id`, {
    config: staff,
    schema: {
      tags,
      summary: "The whole course document, every node with its _id",
      params: idParamsSchema,
      response: { 200: courseSchema, ...errors },
    },
    handler: (req) => courses.get(req.params.id),
  });

  r.put(`${API.courses}/:id`, {
    config: staff,
    schema: {
      tags,
      summary: "Save the whole course document (nodes sent back with their _id keep it)",
      params: idParamsSchema,
      body: courseInputSchema,
      response: { 200: courseSavedResponseSchema, ...errors, 409: errorResponseSchema },
    },
    handler: (req) => courses.update(signedIn(req), req.params.id, req.body, { ip: req.ip }),
  });

  r.delete(`${API.courses}/:id`, {
    config: staff,
    schema: {
      tags,
      summary: "Delete a course, or archive it when a school or student has it",
      params: idParamsSchema,
      response: { 200: courseSavedResponseSchema, ...errors },
    },
    handler: (req) => courses.remove(signedIn(req), req.params.id, { ip: req.ip }),
  });
}
