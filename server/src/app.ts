import path from "node:path";
import { fileURLToPath } from "node:url";
import { LIMITS } from "@ganit/contracts";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config/env.ts";
import type { AppContext } from "./context.ts";
import type { Database } from "./db/client.ts";
import { createJobRunner, type JobHandlers } from "./jobs/jobs.ts";
import { createBackgroundWorker } from "./jobs/worker.ts";
import { createMailDispatcher } from "./mail/dispatcher.ts";
import { registerAdminRoutes } from "./modules/admins/routes.ts";
import { createAdminsService } from "./modules/admins/service.ts";
import { registerHealthRoutes } from "./modules/health/routes.ts";
import { registerUserRoutes } from "./modules/users/routes.ts";
import { createUsersService } from "./modules/users/service.ts";
import { createSessionTokens } from "./modules/users/session-tokens.ts";
import { type RegisteredRoute, registerAuth } from "./plugins/auth.ts";
import { registerApiDocs } from "./plugins/docs.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerSecurityHeaders } from "./plugins/security.ts";
import { registerSpa } from "./plugins/spa.ts";

export type BuiltApp = { app: FastifyInstance; context: AppContext; routes: RegisteredRoute[] };

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

/**
 * Builds the app on a database that is open and migrated. Order matters and is fixed:
 * headers and error handling → docs → the access hook → modules → the SPA fallback.
 */
export async function buildApp(config: AppConfig, database: Database): Promise<BuiltApp> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ["req.headers.authorization"] },
    bodyLimit: LIMITS.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // One line per request only when debugging: at info the log stays readable for an operator.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace",
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app);

  const { db } = database;
  const mail = config.smtpUrl
    ? createMailDispatcher({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log })
    : null;
  // The handlers need the services, and the services need the worker: bound once both exist.
  const jobHandlers = {} as JobHandlers;
  const jobs = createJobRunner({ db, handlers: jobHandlers, log: app.log });
  const worker = createBackgroundWorker({ jobs, mail, log: app.log, pollMs: config.workerPollMs });
  const context: AppContext = { config, database, worker, log: app.log };
  const tokens = createSessionTokens(config.jwtSecret);
  const users = createUsersService(context, tokens);
  Object.assign(jobHandlers, users.jobHandlers);

  if (config.apiDocs) await registerApiDocs(app);
  const routes = registerAuth(app, users.resolveSession);

  registerHealthRoutes(app, database);
  registerUserRoutes(app, users);
  registerAdminRoutes(app, createAdminsService(context));

  await registerSpa(app, config.webDist ?? defaultWebDist);
  app.addHook("onClose", async () => worker.stop());
  await app.ready();
  return { app, context, routes };
}
