import type { Access, Role } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { forbidden, unauthorized } from "../errors.ts";

/**
 * Who may call a route: its endpoint declaration's `access` (`@ganit/contracts`), which `serve`
 * (routes.ts) puts in `config.access`. A route without one stops the start.
 */
export type { Access };

export type SessionUser = {
  id: string;
  role: Role;
  name: string;
  username: string;
  email: string;
  /** The caller's school (school, teacher and student roles), resolved on the server; else null. */
  schoolId: string | null;
  /**
   * A student's own `students` row, read by the session check (null: none). Absent where a caller is
   * made without the check (the demo loader, tests): readers then look the row up themselves.
   */
  studentId?: string | null;
  /** The catalogue's version as the session check read it (`catalogue_version`), where it did. */
  catalogueVersion?: number;
};

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export type RegisteredRoute = { method: string; url: string; access: Access };

export type SessionResolver = (token: string) => Promise<SessionUser>;

/** The bare token (as the spec's client sends it) or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const bearer = /^Bearer\s+(.+)$/i.exec(value);
  return (bearer?.[1] ?? value).trim() || null;
}

export function registerAuth(app: FastifyInstance, resolveSession: SessionResolver): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorateRequest("user", null);

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api")) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    // The OpenAPI document says who may call each route: public routes need no token.
    if (route.schema) {
      const who = access === "public" ? "Anyone" : `Roles: ${access.join(", ")}`;
      route.schema = {
        ...route.schema,
        description: [route.schema.description, who].filter(Boolean).join("\n\n"),
        ...(access === "public" ? { security: [] } : {}),
      };
    }
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      routes.push({ method, url: route.url, access });
    }
  });

  // onRequest runs before the body is parsed or validated, so a caller without a session gets 401
  // whatever it sent, and a caller with the wrong role gets 403 before any input is looked at.
  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === "public") return;
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw unauthorized("notSignedIn");
    request.user = await resolveSession(token);
    if (!access.includes(request.user.role)) throw forbidden("forbidden");
  });

  return routes;
}
