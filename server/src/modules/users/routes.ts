import { usersApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../plugins/routes.ts";
import type { UsersService } from "./service.ts";

/** Accounts and sign-in (`usersApi`): login, forgot/reset/change password, register an admin, profile. */
export function registerUserRoutes(app: FastifyInstance, users: UsersService) {
  serve(app, usersApi.login, ({ body, meta }) => users.login(body, meta.ip));
  serve(app, usersApi.forgotPassword, ({ body, meta }) => users.forgotPassword(body.username, meta.ip));
  serve(app, usersApi.resetPassword, ({ body, meta }) => users.resetPassword(body, meta.ip));
  serve(app, usersApi.changePassword, ({ user, body, meta }) => users.changePassword(user, body, meta.ip));
  serve(app, usersApi.register, ({ user, body, meta }) => users.registerAdmin(user, body, meta.ip));
  serve(app, usersApi.profile, ({ user }) => users.profile(user));
}
