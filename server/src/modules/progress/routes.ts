import {
  API,
  accessCourseQuerySchema,
  classProgressParamsSchema,
  classProgressResponseSchema,
  courseProgressParamsSchema,
  courseProgressResponseSchema,
  errorResponseSchema,
  progressDoneSchema,
  progressOpenedSchema,
  resourceProgressResponseSchema,
  resumeResponseSchema,
} from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type Access, signedIn } from "../../plugins/auth.ts";
import type { ClassProgressService } from "./class-progress.ts";
import type { ProgressService } from "./service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const students: { access: Access } = { access: ["student", "studentb2c"] };
const staff: { access: Access } = { access: ["teacher", "school"] };

/** Progress (beyond the spec): a student's own, and the per-class table of their school. */
export function registerProgressRoutes(
  app: FastifyInstance,
  progress: ProgressService,
  classProgress: ClassProgressService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["progress"];

  r.post(API.progressOpened, {
    config: students,
    schema: {
      tags,
      summary: "The student opened a resource of one of their granted classes",
      body: progressOpenedSchema,
      response: { 200: resourceProgressResponseSchema, ...errors },
    },
    handler: (req) => progress.opened(signedIn(req), req.body.resourceId),
  });

  r.put(API.progressDone, {
    config: students,
    schema: {
      tags,
      summary: "'Mark as done' (done: true) and its undo (done: false)",
      body: progressDoneSchema,
      response: { 200: resourceProgressResponseSchema, ...errors },
    },
    handler: (req) => progress.done(signedIn(req), req.body.resourceId, req.body.done),
  });

  r.get("/api/progress/course/:courseId", {
    config: students,
    schema: {
      tags,
      summary: "The student's opened and completed resources of a course (the tree's ticks)",
      params: courseProgressParamsSchema,
      querystring: accessCourseQuerySchema,
      response: { 200: courseProgressResponseSchema, ...errors },
    },
    handler: (req) => progress.course(signedIn(req), req.params.courseId, req.query.class),
  });

  r.get(API.progressResume, {
    config: students,
    schema: {
      tags,
      summary: "'Continue where you left off': the last resource the student opened, or null",
      response: { 200: resumeResponseSchema, ...errors },
    },
    handler: (req) => progress.resume(signedIn(req)),
  });

  r.get("/api/progress/class/:courseId/:classNumber", {
    config: staff,
    schema: {
      tags,
      summary: "One class of the caller's school: its enrolled students × titles completed",
      params: classProgressParamsSchema,
      response: { 200: classProgressResponseSchema, ...errors },
    },
    handler: (req) => classProgress(signedIn(req), req.params.courseId, req.params.classNumber),
  });
}
