import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_ENDPOINTS, ENDPOINTS, endpointsIn, LIMITS, MESSAGES, type MessageKey } from "@ganit/contracts";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config/env.ts";
import { fastifyTrustProxy } from "./config/trust-proxy.ts";
import type { AppContext } from "./context.ts";
import type { Database } from "./db/client.ts";
import { createJobRunner, type JobHandlers } from "./jobs/jobs.ts";
import { createBackgroundWorker } from "./jobs/worker.ts";
import { logSerializers } from "./logging.ts";
import { createMailDispatcher } from "./mail/dispatcher.ts";
import { createAdminsService, registerAdminRoutes } from "./modules/admins/index.ts";
import {
  createAssignmentsService,
  registerAssignmentRoutes,
  standingWhenResourcesGo,
} from "./modules/assignments/index.ts";
import { createAuditTrailService, registerAuditTrailRoutes } from "./modules/audit-trail/index.ts";
import { createContentService, registerContentRoutes } from "./modules/content/index.ts";
import {
  createCourseAccessService,
  createSchoolAccessService,
  registerCourseAccessRoutes,
} from "./modules/course-access/index.ts";
import { createCoursesService, registerCourseRoutes } from "./modules/courses/index.ts";
import { createDemoOutboxService, registerDemoOutboxRoutes } from "./modules/demo-outbox/index.ts";
import { createEnablementService, registerEnablementRoutes } from "./modules/enablement/index.ts";
import { createEnrolmentService, registerEnrolmentRoutes } from "./modules/enrolment/index.ts";
import { registerHealthRoutes } from "./modules/health/index.ts";
import { createLearnersService, registerLearnerRoutes } from "./modules/learners/index.ts";
import { createNotesService, registerNoteRoutes } from "./modules/notes/index.ts";
import {
  createNoPurchaseSchoolsService,
  createStudentDirectoryService,
  registerOperatorListRoutes,
} from "./modules/operator-lists/index.ts";
import { createParentsService, registerParentRoutes, sendDueSummaries } from "./modules/parents/index.ts";
import { createPlatformStatsService, registerPlatformStatsRoutes } from "./modules/platform-stats/index.ts";
import { createPracticeService, registerPracticeRoutes } from "./modules/practice/index.ts";
import { createPrintingService, registerPrintingRoutes } from "./modules/printing/index.ts";
import {
  createGrievances,
  createPrivacyService,
  eraseChild,
  registerPrivacyRoutes,
} from "./modules/privacy/index.ts";
import {
  createClassProgressService,
  createProgressService,
  registerProgressRoutes,
} from "./modules/progress/index.ts";
import {
  createDiscountService,
  createPurchasesService,
  createVerificationService,
  registerPurchaseRoutes,
} from "./modules/purchases/index.ts";
import { registerReferenceRoutes } from "./modules/reference/index.ts";
import { createSchoolsService, findSchoolProfile, registerSchoolRoutes } from "./modules/schools/index.ts";
import {
  createStudentsService,
  findStudentProfile,
  registerStudentRoutes,
} from "./modules/students/index.ts";
import { registerSyllabusRoutes } from "./modules/syllabus/index.ts";
import { createTeacherTestsService, registerTeacherTestRoutes } from "./modules/teacher-tests/index.ts";
import {
  createTeachersService,
  findTeacherProfile,
  registerTeacherRoutes,
} from "./modules/teachers/index.ts";
import {
  createSessionTokens,
  createSignOut,
  createUsersService,
  registerFirstSignInRoute,
  registerSignOutRoutes,
  registerUserRoutes,
} from "./modules/users/index.ts";
import { type RegisteredRoute, registerAuth } from "./plugins/auth.ts";
import { registerCompression } from "./plugins/compression.ts";
import { registerDatabaseQueue } from "./plugins/database-queue.ts";
import { registerApiDocs } from "./plugins/docs.ts";
import { answerError, registerErrorHandling } from "./plugins/errors.ts";
import type { Gate } from "./plugins/gate.ts";
import { registerReadAudit } from "./plugins/read-audit.ts";
import { loadEndpointSchemas } from "./plugins/routes.ts";
import { registerSecurityHeaders, securityHeaders } from "./plugins/security.ts";
import { registerSpa } from "./plugins/spa.ts";

export type BuiltApp = {
  app: FastifyInstance;
  context: AppContext;
  routes: RegisteredRoute[];
  /** PGlite only: the queue the API's requests wait in (plugins/database-queue.ts). */
  databaseQueue?: Gate;
};

export type BuildOptions = {
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /**
   * `npm run demo` (`--demo`): also serve what only a demo may show (the superadmin's view of the
   * mail outbox, with its set-password links). Never set by a production start.
   */
  demo?: boolean;
};

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

/**
 * Builds the app on a database that is open and migrated. Order matters and is fixed:
 * headers and error handling → docs → the access hook → modules → the SPA fallback.
 */
export async function buildApp(
  config: AppConfig,
  database: Database,
  options: BuildOptions = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization"],
      // Errors without a failed statement's parameters, URLs without tokens (logging.ts).
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: LIMITS.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A bad URL (`/api/%`) or a path parameter too long is answered before routing, outside the
    // hooks: it gets the security headers here and then the one error handler.
    frameworkErrors: (error, request, reply) => {
      reply.headers(securityHeaders(config.frameSources, config.appUrl));
      return answerError(error, request, reply);
    },
    clientErrorHandler: clientErrorAnswerer(securityHeaders(config.frameSources, config.appUrl)),
    // One line per request only when debugging: at info the log stays readable for an operator.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace",
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, config.frameSources, config.appUrl);
  await registerCompression(app);

  // Before the access hook: the session check is the request's first statement.
  const databaseQueue = registerDatabaseQueue(app, database);
  const { db } = database;
  const mail = config.smtpUrl
    ? createMailDispatcher({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log })
    : null;
  // The handlers need the services, and the services need the worker: bound once both exist.
  const jobHandlers = {} as JobHandlers;
  if (!mail) app.log.info("SMTP_URL is not set: mail stays in the outbox; read it with npm run mail:outbox");
  const jobs = createJobRunner({
    db,
    handlers: jobHandlers,
    log: app.log,
    recurring: [() => sendDueSummaries(db, { appUrl: config.appUrl, secret: config.jwtSecret })],
  });
  const worker = createBackgroundWorker({ jobs, mail, log: app.log, pollMs: config.workerPollMs });
  const context: AppContext = {
    config,
    database,
    worker,
    log: app.log,
    // Assigned work deleted with a page or set the admin drops: its classes' standing follows.
    resourcesDropping: standingWhenResourcesGo,
  };
  const tokens = createSessionTokens(config.jwtSecret);
  // The profile shows each role's own row; their modules build on accounts, so they are passed in.
  const users = createUsersService(context, tokens, {
    school: findSchoolProfile,
    student: findStudentProfile,
    teacher: findTeacherProfile,
  });
  Object.assign(jobHandlers, users.jobHandlers, { childErasure: eraseChild });

  if (config.apiDocs) await registerApiDocs(app);
  const routes = registerAuth(app, users.resolveSession);
  registerReadAudit(app, db);
  // The lesson screen's declarations keep their schemas behind import(): loaded before any route.
  await loadEndpointSchemas(endpointsIn(options.demo ? { ...ENDPOINTS, ...DEMO_ENDPOINTS } : ENDPOINTS));

  registerHealthRoutes(app, database);
  registerUserRoutes(app, users);
  registerSignOutRoutes(app, createSignOut(context, tokens));
  registerAdminRoutes(app, createAdminsService(context));
  // Course catalogue
  registerCourseRoutes(app, createCoursesService(context));
  // Content library
  registerContentRoutes(app, createContentService(context));
  // Schools and individual learners
  registerSchoolRoutes(app, createSchoolsService(context));
  registerLearnerRoutes(app, createLearnersService(context));
  // Children's data: consent, copies, erasure
  registerPrivacyRoutes(app, createPrivacyService(context), createGrievances(context));
  registerPrintingRoutes(app, createPrintingService(context));
  // Parents: codes from the school office, the parent's view of their children, the weekly summary
  registerParentRoutes(app, createParentsService(context));
  // A teacher's notes about a child, which the child's parents read
  registerNoteRoutes(app, createNotesService(context));
  registerReferenceRoutes(app);
  // Students and teachers
  registerFirstSignInRoute(app, users.firstSignIn);
  registerStudentRoutes(app, createStudentsService(context));
  registerTeacherRoutes(app, createTeachersService(context));
  // The classroom's assignments
  registerAssignmentRoutes(app, createAssignmentsService(context));
  // A teacher's own tests
  registerTeacherTestRoutes(app, createTeacherTestsService(context));
  // Superadmin dashboard
  registerPlatformStatsRoutes(app, createPlatformStatsService(context));
  // Operators' lists across schools: no purchases, students
  registerOperatorListRoutes(
    app,
    createNoPurchaseSchoolsService(context),
    createStudentDirectoryService(context),
  );
  // Buying seats
  registerPurchaseRoutes(
    app,
    createPurchasesService(context),
    createDiscountService(context),
    createVerificationService(context),
  );
  registerCourseAccessRoutes(app, createCourseAccessService(context), createSchoolAccessService(context));
  // Course enablement and payment verification
  registerEnablementRoutes(app, createEnablementService(context));
  // Enrolment and learning (progress)
  registerProgressRoutes(app, createProgressService(context), createClassProgressService(context));
  // Native practice: exercise sets, attempts, answers, the review, the class results
  registerPracticeRoutes(app, createPracticeService(context));
  registerSyllabusRoutes(app, context);
  // Enrolment
  registerEnrolmentRoutes(app, createEnrolmentService(context));
  // The audit trail
  registerAuditTrailRoutes(app, createAuditTrailService(context));
  // Demo mode only: the mail the demo wrote, readable in the browser (no SMTP needed).
  if (options.demo) registerDemoOutboxRoutes(app, createDemoOutboxService(context));

  await registerSpa(app, config.webDist ?? defaultWebDist);
  app.addHook("onClose", async () => worker.stop());
  await app.ready();
  return { app, context, routes, databaseQueue };
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers over 16 KiB, a request line
 * that is not HTTP, a request that took too long to arrive) is written straight to the socket. It
 * gets the same security headers and the same `{message, key}` body as every other error.
 */
const clientErrorAnswerer = (headers: Record<string, string>) =>
  function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const [status, key]: [number, MessageKey] =
      error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "headersTooLarge"]
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [408, "requestTimeout"]
          : [400, "badRequest"];
    const body = JSON.stringify({ message: MESSAGES[key], key });
    this.log.debug({ code: error.code, status }, "client error");
    if (socket.writable) {
      const lines = Object.entries({
        ...headers,
        "content-type": "application/json; charset=utf-8",
        "content-length": String(Buffer.byteLength(body)),
        connection: "close",
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("");
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines}\r\n${body}`);
    }
    socket.destroy(error);
  };
