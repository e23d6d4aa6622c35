import {
  API,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  errorResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
  ROLES,
  registerUserRequestSchema,
  resetPasswordRequestSchema,
} from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/auth.ts";
import type { UsersService } from "./service.ts";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
/** Answers of routes that check a password: braked (429), or argon2's queue is full (503). */
const busy = { 429: errorResponseSchema, 503: errorResponseSchema };

/** Accounts and sign-in: login, forgot/reset/change password, register an admin, profile. Thin: parse, admit, call the service. */
export function registerUserRoutes(app: FastifyInstance, users: UsersService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["user"];

  r.post(API.login, {
    config: { access: "public" },
    schema: {
      tags,
      summary: "Sign in",
      body: loginRequestSchema,
      // 409 `firstSignInRequired`: the password was a live one-time code (see first-signin.ts).
      response: { 200: loginResponseSchema, ...errors, 409: errorResponseSchema, ...busy },
    },
    handler: (req) => users.login(req.body, req.ip),
  });

  r.post(API.forgotPassword, {
    config: { access: "public" },
    schema: {
      tags,
      summary: "Mail a reset link",
      body: forgotPasswordRequestSchema,
      response: { 200: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
    },
    handler: (req) => users.forgotPassword(req.body.username, req.ip),
  });

  r.post(API.resetPassword, {
    config: { access: "public" },
    schema: {
      tags,
      summary: "Set a new password with a mailed token",
      body: resetPasswordRequestSchema,
      response: { 200: messageResponseSchema, 400: errorResponseSchema, 503: errorResponseSchema },
    },
    handler: (req) => users.resetPassword(req.body, req.ip),
  });

  r.post(API.changePassword, {
    config: { access: ROLES },
    schema: {
      tags,
      summary: "Change one's own password",
      description:
        "Ends every session of the account, this one included; the answer carries a new token for this one.",
      body: changePasswordRequestSchema,
      response: { 200: changePasswordResponseSchema, ...errors, ...busy },
    },
    handler: (req) => users.changePassword(signedIn(req), req.body, req.ip),
  });

  r.post(API.register, {
    config: { access: ["superadmin"] },
    schema: {
      tags,
      summary: "Create an admin (superadmin only)",
      body: registerUserRequestSchema,
      response: { 201: messageResponseSchema, ...errors, 409: errorResponseSchema, 503: errorResponseSchema },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await users.registerAdmin(signedIn(req), req.body, req.ip)),
  });

  r.get(API.profile, {
    config: { access: ROLES },
    schema: { tags, summary: "The caller's profile", response: { 200: profileResponseSchema, ...errors } },
    handler: (req) => users.profile(signedIn(req)),
  });
}
