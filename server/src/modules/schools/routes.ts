import {
  API,
  errorResponseSchema,
  messageResponseSchema,
  schoolDashboardSchema,
  schoolRegisterRequestSchema,
} from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../plugins/auth.ts";
import type { SchoolsService } from "./service.ts";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * The spec's registration form shows a failure's `error` field (part 1 §7 and §8: "the response's
 * error field, else 'An error occurred'"), so every refusal of this route carries the message there
 * too, the validation's and the framework's (malformed JSON, too large) included.
 */
const registerErrorSchema = errorResponseSchema.extend({ error: z.string() });
const withErrorField = async (_req: unknown, reply: { statusCode: number }, payload: unknown) =>
  reply.statusCode >= 400 && payload && typeof payload === "object" && "message" in payload
    ? { ...payload, error: String((payload as { message: unknown }).message) }
    : payload;

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
        400: registerErrorSchema,
        409: registerErrorSchema,
        413: registerErrorSchema,
        429: registerErrorSchema,
      },
    },
    preSerialization: withErrorField,
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
