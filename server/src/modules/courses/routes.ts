import { coursesApi, wantsPage } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { rawQuery } from "../../db/lists.ts";
import { serve } from "../../plugins/routes.ts";
import type { CoursesService } from "./service.ts";

/** The course catalogue (`coursesApi`). Thin: the declaration, the service call. */
export function registerCourseRoutes(app: FastifyInstance, courses: CoursesService) {
  serve(app, coursesApi.catalogue, () => courses.catalogue());
  serve(app, coursesApi.summary, () => courses.summary());
  serve(app, coursesApi.list, ({ req, query }) => courses.list(wantsPage(rawQuery(req.url)) ? query : null));
  serve(app, coursesApi.add, ({ user, body, meta }) => courses.add(user, body, meta));
  serve(app, coursesApi.get, ({ params }) => courses.get(params.id));
  serve(app, coursesApi.update, ({ user, params, body, meta }) =>
    courses.update(user, params.id, body, meta),
  );
  serve(app, coursesApi.remove, ({ user, params, meta }) => courses.remove(user, params.id, meta));
}
