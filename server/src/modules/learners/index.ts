/** The learners module's public entry. It owns no table: a learner is an account and a students row. */
export { registerLearnerRoutes } from "./routes.ts";
export { createLearnersService, type LearnersService, registerLearner } from "./service.ts";
