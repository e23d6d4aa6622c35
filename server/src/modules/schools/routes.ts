import {
  API,
  errorResponseSchema,
  messageResponseSchema,
  schoolDashboardSchema,
  schoolRegisterRequestSchema,
} from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/auth.ts";
import type { SchoolsService } from "./service.ts";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** School registration (public) and the school's dashboard. Thin: parse, admit, call the service. */
export function registerSchoolRoutes(app: FastifyInstance, schools: SchoolsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["schools"];

  r.post(API.schoolRegister, {
    config: { access: "public" },
    schema: {
      tags,
      summary: "A school registers itself",
      description:
        "Creates the school (active) and its account (username = e-mail) and mails a link to set the password. Rate-limited per IP.",
      body: schoolRegisterRequestSchema,
      response: {
        201: messageResponseSchema,
        400: errorResponseSchema,
        409: errorResponseSchema,
        429: errorResponseSchema,
      },
    },
    handler: async (req, reply) => reply.status(201).send(await schools.register(req.body, req.ip)),
  });

  r.get(API.schoolDashboard, {
    config: { access: ["school"] },
    schema: {
      tags,
      summary: "The caller's school: students by class and teachers",
      response: { 200: schoolDashboardSchema, ...errors, 404: errorResponseSchema },
    },
    handler: (req) => schools.dashboard(signedIn(req)),
  });
}
