import { API } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";

/**
 * Sets a password through a mailed set-password link (welcome or reset), as its owner would: the
 * link's username, e-mail and token go to POST /api/user/resetpassword with the new password.
 */
export const setPasswordThroughLink = (app: FastifyInstance, link: URL, password: string) =>
  app.inject({
    method: "POST",
    url: API.resetPassword,
    payload: {
      username: link.searchParams.get("username"),
      email: link.searchParams.get("email"),
      token: link.searchParams.get("token"),
      password,
    },
  });
