import {
  type AnyEndpoint,
  type BodyIn,
  fillPath,
  isLazy,
  type ParamsIn,
  type QueryIn,
  type ResponseOf,
} from "@ganit/contracts";
import { apiFetch } from "./api.ts";

/**
 * The one way the web calls the API: an endpoint declaration of `@ganit/contracts` and its input.
 * The client fills the path's parameters, sends the query and the body, and checks the answer with
 * the declaration's response schema. Declarations whose schemas load lazily (the student's lesson
 * screen, which must stay free of zod) are answered unchecked: the server's schemas wrote them.
 */

/** A list's query as `useListParams` gives it (`apiQuery`), or the query's fields. */
export type QueryInput<E extends AnyEndpoint> = string | URLSearchParams | Partial<NonNullable<QueryIn<E>>>;

type Needs<K extends string, T> = undefined extends T ? { [P in K]?: T } : { [P in K]: T };

export type CallInput<E extends AnyEndpoint> = Needs<"params", ParamsIn<E>> &
  Needs<"body", BodyIn<E>> & { query?: QueryInput<E> | undefined };

type Args<E extends AnyEndpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

function queryString(query: unknown): string {
  if (query === undefined || query === null) return "";
  if (typeof query === "string") return query.replace(/^\?/, "");
  if (query instanceof URLSearchParams) return query.toString();
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  return search.toString();
}

/** The URL of a call: the path with its parameters, and the query. */
export function urlOf<E extends AnyEndpoint>(endpoint: E, ...[input]: Args<E>): string {
  const values = input as { params?: Record<string, string | number>; query?: unknown } | undefined;
  const query = queryString(values?.query);
  return fillPath(endpoint.path, values?.params) + (query ? `?${query}` : "");
}

/** The answer the server gave, checked when the declaration's schemas are at hand. */
export function checked<E extends AnyEndpoint>(endpoint: E, answer: unknown): ResponseOf<E> {
  return isLazy(endpoint.schemas)
    ? (answer as ResponseOf<E>)
    : (endpoint.schemas.response.parse(answer) as ResponseOf<E>);
}

/** Calls an endpoint; resolves with its checked answer, rejects with an ApiError. */
export async function call<E extends AnyEndpoint>(endpoint: E, ...args: Args<E>): Promise<ResponseOf<E>> {
  const body = (args[0] as { body?: unknown } | undefined)?.body;
  const answer = await apiFetch<unknown>(urlOf(endpoint, ...args), { method: endpoint.method, body });
  return checked(endpoint, answer);
}

/**
 * A list endpoint asked for a page: its answer is the page (with its `items`), never the spec's whole
 * list (an array, or an object such as `{ schools: [...] }`).
 */
export async function callPage<E extends AnyEndpoint>(
  endpoint: E,
  ...args: Args<E>
): Promise<Extract<ResponseOf<E>, { items: unknown }>> {
  const answer: unknown = await call(endpoint, ...args);
  if (typeof answer !== "object" || answer === null || !("items" in answer)) {
    throw new TypeError(`${endpoint.path} answered a whole list for a page`);
  }
  return answer as Extract<ResponseOf<E>, { items: unknown }>;
}

/** A list endpoint asked without list parameters: the spec's whole list. */
export async function callList<E extends AnyEndpoint>(
  endpoint: E,
  ...args: Args<E>
): Promise<Extract<ResponseOf<E>, readonly unknown[]>> {
  const answer = await call(endpoint, ...args);
  if (!Array.isArray(answer)) throw new TypeError(`${endpoint.path} answered a page for the whole list`);
  return answer as Extract<ResponseOf<E>, readonly unknown[]>;
}
