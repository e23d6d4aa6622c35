import {
  type AnyEndpoint,
  type BodyOf,
  type EndpointSchemas,
  type ErrorStatus,
  errorResponseSchema,
  isLazy,
  type ParamsOf,
  type QueryOf,
  type ResponseIn,
} from "@ganit/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ReadAudit } from "../audit/reads.ts";
import { unauthorized } from "../errors.ts";
import type { SessionUser } from "./auth.ts";
import { assertReadAudit, auditRead } from "./read-audit.ts";

/**
 * Routes are registered from the contracts' endpoint declarations (`packages/contracts/src/endpoints/`):
 * path, method, access, schemas and the documented answers come from there, so a route cannot forget
 * its access, and a handler of a signed-in route gets the signed-in user by type.
 */

/** The caller: the signed-in user on a route that admits roles, null on a public one. */
export type CallerOf<E extends AnyEndpoint> = E["access"] extends "public" ? null : SessionUser;

export type RouteContext<E extends AnyEndpoint> = {
  user: CallerOf<E>;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** What services record with an audited change. */
  meta: { ip: string };
  req: FastifyRequest;
  reply: FastifyReply;
};

/** The answer (written by the response schema), or the reply when the handler sent it itself. */
export type RouteHandler<E extends AnyEndpoint> = (
  context: RouteContext<E>,
) => ResponseIn<E> | FastifyReply | Promise<ResponseIn<E> | FastifyReply>;

/**
 * Route options no declaration carries: a hook of the one route that needs it, and `auditRead`, the
 * access-log row of a read of children's data (audit/reads.ts), made from the answer once it is known.
 * A handler that throws (404, 403) records nothing.
 */
export type RouteExtras<E extends AnyEndpoint = AnyEndpoint> = Pick<
  RouteShorthandOptions,
  "preSerialization"
> & {
  auditRead?: (answer: ResponseIn<E>, context: RouteContext<E>) => ReadAudit;
};

const loaded = new WeakMap<AnyEndpoint, EndpointSchemas>();

/** Loads the schemas the declarations keep behind import() (the lesson screen's endpoints). Call before `serve`. */
export async function loadEndpointSchemas(endpoints: Iterable<AnyEndpoint>): Promise<void> {
  await Promise.all(
    [...endpoints].map(async (endpoint) => {
      if (isLazy(endpoint.schemas)) loaded.set(endpoint, await endpoint.schemas());
    }),
  );
}

function schemasOf(endpoint: AnyEndpoint): EndpointSchemas {
  if (!isLazy(endpoint.schemas)) return endpoint.schemas;
  const schemas = loaded.get(endpoint);
  if (!schemas) throw new Error(`${endpoint.method} ${endpoint.path}: loadEndpointSchemas first`);
  return schemas;
}

/** The error answers a route documents, each in the one error shape unless the declaration gives its own. */
export function errorResponses(endpoint: AnyEndpoint, schemas: EndpointSchemas) {
  const signedIn = endpoint.access !== "public";
  const statuses = new Set<ErrorStatus>([400, ...(signedIn ? ([401, 403] as const) : [])]);
  for (const status of endpoint.errors ?? (signedIn ? [404] : [])) statuses.add(status);
  return Object.fromEntries(
    [...statuses].sort().map((status) => [status, schemas.errorShapes?.[status] ?? errorResponseSchema]),
  );
}

/** Registers the route of one endpoint declaration. */
export function serve<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  { auditRead: readOf, ...extras }: RouteExtras<E> = {},
) {
  const schemas = schemasOf(endpoint);
  if (readOf) assertReadAudit(app, endpoint.path);
  const status = endpoint.status ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access },
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    ...extras,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      response: { [status]: schemas.response, ...errorResponses(endpoint, schemas) },
    },
    handler: async (req, reply) => {
      // The onRequest hook (auth.ts) has resolved the session of every route that admits roles.
      const user = endpoint.access === "public" ? null : req.user;
      if (endpoint.access !== "public" && !user) throw unauthorized("notSignedIn");
      const context: RouteContext<E> = {
        user: user as CallerOf<E>,
        params: req.params as ParamsOf<E>,
        query: req.query as QueryOf<E>,
        body: req.body as BodyOf<E>,
        meta: { ip: req.ip },
        req,
        reply,
      };
      const answer = await handler(context);
      // A handler that answers itself (`return reply.send(html)`) is awaited as the reply, which is a
      // thenable of Fastify's: the await resolves to undefined once the answer has gone. Sending again
      // would log "Reply was already sent" (FST_ERR_REP_ALREADY_SENT) on every such request.
      if (answer === reply || reply.sent) return reply;
      if (readOf && user) await auditRead(req, user, readOf(answer as ResponseIn<E>, context));
      return reply.code(status).send(answer);
    },
  });
}
