import type { z } from "zod";
import type { idParamsSchema } from "./common.ts";
import type { Role } from "./role-names.ts";

/**
 * One declaration per endpoint: its method, path, access and schemas. The server registers the route
 * from it (server/src/plugins/routes.ts) and the web calls it through one client (web/src/lib/client.ts);
 * the OpenAPI document is built from the same schemas. This file imports zod's types only, so a
 * screen that must stay free of zod (the student's lesson screen) can hold declarations whose
 * schemas load with import() (see `lazySchemas`).
 */

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Who may call a route: "public" for anyone, or the roles admitted. Every endpoint says which. */
export type Access = "public" | readonly Role[];

/** The answers a route documents beside its success; each is `{message, key?, ...}` unless `errorShapes` says otherwise. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

export type EndpointSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** An error answer with a shape of its own (an upload's rows, the registration form's `error`). */
  errorShapes?: Partial<Record<ErrorStatus, z.ZodType>>;
};

/** Schemas loaded with import(), so the declaration itself carries no zod (the lesson screen's endpoints). */
export type LazySchemas<S extends EndpointSchemas> = () => Promise<S>;

export type Endpoint<S extends EndpointSchemas = EndpointSchemas, A extends Access = Access> = {
  method: Method;
  /** Fastify's pattern: `/api/admin/hold/:id`. */
  path: string;
  access: A;
  tags: readonly string[];
  summary: string;
  description?: string;
  /** The success status: 200 unless said. */
  status?: 200 | 201;
  /**
   * The error answers documented: 400 for every route, 401 and 403 for a signed-in one, and these.
   * When absent, a signed-in route also documents 404.
   */
  errors?: readonly ErrorStatus[];
  /** A larger request body than the app's default (bulk uploads, content pages). */
  bodyLimit?: number;
  /** Not JSON: the answer is a document (a lesson page), so the web client never calls it. */
  document?: true;
  schemas: S | LazySchemas<S>;
};

/** Declares an endpoint; the identity function, there to check the shape and keep the literal types. */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const S extends EndpointSchemas, const A extends Access>(
  declaration: Endpoint<S, A>,
): Endpoint<S, A> {
  return declaration;
}

// biome-ignore lint/suspicious/noExplicitAny: the widest endpoint, for collections and constraints
export type AnyEndpoint = Endpoint<any, Access>;

export type SchemasOf<E extends AnyEndpoint> = E extends Endpoint<infer S, Access> ? S : never;

type Part<E extends AnyEndpoint, K extends RequestPart> = SchemasOf<E>[K] extends z.ZodType
  ? SchemasOf<E>[K]
  : undefined;
type RequestPart = "params" | "query" | "body";
type PartOut<E extends AnyEndpoint, K extends RequestPart> =
  Part<E, K> extends z.ZodType ? z.output<Part<E, K>> : undefined;
type PartIn<E extends AnyEndpoint, K extends RequestPart> =
  Part<E, K> extends z.ZodType ? z.input<Part<E, K>> : undefined;

/** What the server parsed (output) and what a caller sends (input), per part of the request. */
export type ParamsOf<E extends AnyEndpoint> = PartOut<E, "params">;
export type ParamsIn<E extends AnyEndpoint> = PartIn<E, "params">;
export type QueryOf<E extends AnyEndpoint> = PartOut<E, "query">;
export type QueryIn<E extends AnyEndpoint> = PartIn<E, "query">;
export type BodyOf<E extends AnyEndpoint> = PartOut<E, "body">;
export type BodyIn<E extends AnyEndpoint> = PartIn<E, "body">;

/** The answer as the web reads it, and as the server may write it (before the schema's output). */
export type ResponseOf<E extends AnyEndpoint> = z.output<SchemasOf<E>["response"]>;
export type ResponseIn<E extends AnyEndpoint> = z.input<SchemasOf<E>["response"]>;

/** Schemas picked from a module that loads with import() when they are first asked for. */
/* @__NO_SIDE_EFFECTS__ */
export const lazySchemas =
  <M, const S extends EndpointSchemas>(load: () => Promise<M>, pick: (module: M) => S): LazySchemas<S> =>
  async () =>
    pick(await load());

/**
 * Lazy schemas of an endpoint on one row named by `:id` in its path (an assignment, a teacher's test):
 * the `{id}` params of ./common.ts beside what `pick` takes from the module.
 */
/* @__NO_SIDE_EFFECTS__ */
export const lazyByIdSchemas = <M, const S extends Omit<EndpointSchemas, "params">>(
  load: () => Promise<M>,
  pick: (module: M) => S,
): LazySchemas<{ params: typeof idParamsSchema } & S> =>
  lazySchemas(
    () => Promise.all([load(), import("./common.ts")]),
    ([module, common]) => ({ params: common.idParamsSchema, ...pick(module) }),
  );

export const isLazy = <S extends EndpointSchemas>(schemas: S | LazySchemas<S>): schemas is LazySchemas<S> =>
  typeof schemas === "function";

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The path with each `:name` replaced by its value, encoded. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(PARAM, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A regular expression matching the paths of a pattern (`:name` is one segment), for the service worker. */
export function pathPattern(path: string): RegExp {
  const escaped = path
    .split(PARAM)
    .map((part, index) => (index % 2 === 1 ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${escaped}$`);
}
