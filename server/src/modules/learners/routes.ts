import { learnersApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../plugins/routes.ts";
import type { LearnersService } from "./service.ts";

/** Individual learners: self-registration (public). Thin: the declaration, the service call. */
export function registerLearnerRoutes(app: FastifyInstance, learners: LearnersService) {
  serve(app, learnersApi.register, ({ body, meta }) => learners.register(body, meta.ip));
}
