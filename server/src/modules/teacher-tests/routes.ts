import { teacherTestsApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../plugins/routes.ts";
import type { TeacherTestsService } from "./service.ts";

/** A teacher's own tests. Thin: the declaration, the service call. */
export function registerTeacherTestRoutes(app: FastifyInstance, tests: TeacherTestsService) {
  serve(app, teacherTestsApi.propose, ({ user, query }) => tests.propose(user, query));
  serve(app, teacherTestsApi.alternatives, ({ user, query }) => tests.alternatives(user, query));
  serve(app, teacherTestsApi.create, ({ user, body, meta }) => tests.create(user, body, meta));
  serve(app, teacherTestsApi.list, ({ user, query }) => tests.list(user, query));
  serve(app, teacherTestsApi.get, ({ user, params }) => tests.get(user, params.id));
  serve(app, teacherTestsApi.update, ({ user, params, body, meta }) =>
    tests.update(user, params.id, body, meta),
  );
  serve(app, teacherTestsApi.results, ({ user, params, query }) => tests.results(user, params.id, query));
  serve(app, teacherTestsApi.delete, ({ user, params, meta }) => tests.remove(user, params.id, meta));
}
