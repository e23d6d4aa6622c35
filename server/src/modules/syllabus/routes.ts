import { syllabusApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { serve } from "../../plugins/routes.ts";
import { classSyllabus, mySyllabus } from "./chapter-view.ts";

/** The chapter view: a child's own class, and a class of the school or the teacher. */
export function registerSyllabusRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  serve(app, syllabusApi.mine, ({ user }) => mySyllabus(db, user));
  serve(app, syllabusApi.class, ({ user, query }) => classSyllabus(db, user, query.class));
}
