import {
  API,
  errorResponseSchema,
  learnerRegisterRequestSchema,
  messageResponseSchema,
} from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { LearnersService } from "./service.ts";

/** Individual learners: self-registration (public). Thin: parse, admit, call the service. */
export function registerLearnerRoutes(app: FastifyInstance, learners: LearnersService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(API.learnerRegister, {
    config: { access: "public" },
    schema: {
      tags: ["individual learners"],
      summary: "An individual learner registers, with a parent's or guardian's consent",
      description:
        "Creates the account (role studentb2c, username = e-mail) and mails a link to set the password; the account cannot sign in before that. An address that already has an account gets the same answer, and a mail saying so instead. Rate-limited per IP.",
      body: learnerRegisterRequestSchema,
      response: {
        201: messageResponseSchema,
        400: errorResponseSchema,
        409: errorResponseSchema,
        429: errorResponseSchema,
      },
    },
    handler: async (req, reply) => reply.status(201).send(await learners.register(req.body, req.ip)),
  });
}
