import { type Access, type Endpoint, type EndpointSchemas, endpoint, type LazySchemas } from "./endpoint.ts";

/**
 * The endpoints of one domain mostly share who may call them, their OpenAPI tags and the error answers
 * they document, so a group says these once (`{ access: ["school"], tags: ["students"], errors: [404, 409] }`)
 * and `get`, `post`, `put` and `del` declare each endpoint of it from its path, summary and schemas.
 * Each is a plain function marked free of side effects, like `endpoint`, so a screen's bundle still
 * carries only the declarations it calls.
 */
export type EndpointGroup<A extends Access = Access> = Pick<
  Endpoint<EndpointSchemas, A>,
  "access" | "tags" | "errors"
>;

/** What only some endpoints say: a description, a 201, errors of their own, a larger body, a document. */
export type EndpointExtras = Pick<Endpoint, "description" | "status" | "errors" | "bodyLimit" | "document">;

type Declare = <const A extends Access, const S extends EndpointSchemas>(
  group: EndpointGroup<A>,
  path: string,
  summary: string,
  schemas: S | LazySchemas<S>,
  extras?: EndpointExtras,
) => Endpoint<S, A>;

/* @__NO_SIDE_EFFECTS__ */
export const get: Declare = (group, path, summary, schemas, extras) =>
  endpoint({ method: "GET", path, ...group, summary, ...extras, schemas });

/* @__NO_SIDE_EFFECTS__ */
export const post: Declare = (group, path, summary, schemas, extras) =>
  endpoint({ method: "POST", path, ...group, summary, ...extras, schemas });

/* @__NO_SIDE_EFFECTS__ */
export const put: Declare = (group, path, summary, schemas, extras) =>
  endpoint({ method: "PUT", path, ...group, summary, ...extras, schemas });

/* @__NO_SIDE_EFFECTS__ */
export const del: Declare = (group, path, summary, schemas, extras) =>
  endpoint({ method: "DELETE", path, ...group, summary, ...extras, schemas });
