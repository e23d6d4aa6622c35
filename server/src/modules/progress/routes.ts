import { learningApi, schoolAccessApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { studentsListed } from "../../audit/reads.ts";
import { serve } from "../../plugins/routes.ts";
import type { ClassProgressService } from "./class-progress.ts";
import type { ProgressService } from "./service.ts";

/** Progress (beyond the spec): a student's own, and the per-class table of their school. */
export function registerProgressRoutes(
  app: FastifyInstance,
  progress: ProgressService,
  classProgress: ClassProgressService,
) {
  serve(app, learningApi.opened, ({ user, body }) => progress.opened(user, body.resourceId));
  serve(app, learningApi.done, ({ user, body }) => progress.done(user, body.resourceId, body.done));
  serve(app, learningApi.courseProgress, ({ user, params, query }) =>
    progress.course(user, params.courseId, query.class),
  );
  serve(app, learningApi.resume, ({ user }) => progress.resume(user));
  serve(
    app,
    schoolAccessApi.classProgress,
    ({ user, params }) => classProgress(user, params.courseId, params.classNumber),
    {
      auditRead: (answer, { params }) => studentsListed("class.progress", params, answer),
    },
  );
}
