import {
  type AnyEndpoint,
  API,
  isLazy,
  MESSAGES,
  type MessageKey,
  type MessageParams,
  messageText,
  msg,
  type ResponseIn,
} from "@ganit/contracts";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";

/**
 * The web tests' API: request handlers that answer fixed data, never a rule. A rule (seats left, a
 * UTR already used, who may see what) is the server's and is tested there; a web test that shows
 * what a refusal looks like answers that refusal as a fixed reply, with the server's own message.
 *
 * Each handler takes the contracts' declaration of its endpoint (`on(adminsApi.hold, …)`): its
 * method, its path (Fastify's `:name` segments are MSW's too, one segment each) and the schema of its
 * answer. The body a test writes is typed by that schema and checked against it when the request is
 * answered, so a fixture that drifts from what the server sends fails the test, and a handler cannot
 * answer a path or method the server does not serve.
 */

/** A request a handler answered: what the screen sent. */
export type Call = { method: string; url: URL; body: unknown };

/** An answer other than the endpoint's success body: an error of the server's, or no answer at all. */
type Special =
  | { kind: "status"; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: "network-error" }
  | { kind: "bad-gateway" };
const SPECIAL = Symbol("special answer");
type SpecialAnswer = { [SPECIAL]: Special };

/** The server's refusal: `status` with `{ message, key }` as its error handler writes them (and its headers). */
export const failure = (
  status: number,
  key: MessageKey,
  params?: MessageParams,
  headers?: Record<string, string>,
): SpecialAnswer => ({
  [SPECIAL]: {
    kind: "status",
    status,
    body: { message: messageText(msg(key, params)), key: msg(key, params) },
    ...(headers ? { headers } : {}),
  },
});
/**
 * The body of the server's refusal of one field (a taken e-mail, a common password): its message and
 * key, and the same again under the field's name, which the forms show under that input.
 */
export const fieldRefusalBody = (key: MessageKey, field: string) => ({
  message: MESSAGES[key],
  key,
  fields: { [field]: MESSAGES[key] },
  fieldKeys: { [field]: key },
});
/** Any status and body, for an answer that is not the server's error shape (a bare 500). */
export const rawReply = (status: number, body: unknown = {}): SpecialAnswer => ({
  [SPECIAL]: { kind: "status", status, body },
});
/** A request that never got an answer (the browser's `Failed to fetch`). */
export const networkError: SpecialAnswer = { [SPECIAL]: { kind: "network-error" } };
/** A proxy's HTML error page: no message of ours to show. */
export const badGateway: SpecialAnswer = { [SPECIAL]: { kind: "bad-gateway" } };

/**
 * A body, or a function giving it when the request comes (so a test can change what the next read
 * answers); a function that gives `undefined` leaves the request to the next handler.
 */
export type Answer<T> = T | SpecialAnswer | ((call: Call) => T | SpecialAnswer | undefined);

const isSpecial = (value: unknown): value is SpecialAnswer =>
  typeof value === "object" && value !== null && SPECIAL in value;

let calls: Call[] = [];
const unhandled: string[] = [];

/** Every request the screen sent in this test, in order. */
export const apiCalls = () => calls;

/** The address (path and query) of each request in `sent` whose path starts with `prefix`, in order. */
export const addressesUnder = (sent: Call[], prefix: string) =>
  sent
    .filter((call) => call.url.pathname.startsWith(prefix))
    .map((call) => `${call.url.pathname}${call.url.search}`);

/**
 * What every test's server answers unless the test says otherwise: a production start, with no demo
 * outbox (a superadmin's menu asks once whether the server runs the demo).
 */
const productionDefaults = [
  http.get(API.demoOutbox, () =>
    HttpResponse.json({ message: messageText("notFound"), key: "notFound" }, { status: 404 }),
  ),
];
export const apiServer = setupServer(...productionDefaults);

/** The JSON body of a request a handler answers. */
async function readBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The answer's schema, loading it first when the declaration keeps its schemas behind import(). */
async function responseSchema(ep: AnyEndpoint) {
  const schemas = isLazy(ep.schemas) ? await ep.schemas() : ep.schemas;
  return schemas.response;
}

/**
 * A handler for `ep` that answers `answer` with the declaration's success status (200 unless it
 * says 201), or `options.status`. The answer is what the server writes: the schema's input type.
 */
export function on<E extends AnyEndpoint>(
  ep: E,
  answer: Answer<ResponseIn<E>>,
  options: { status?: number; once?: boolean } = {},
) {
  const route = http[ep.method.toLowerCase() as Lowercase<E["method"]>];
  return route(
    ep.path,
    async ({ request }) => {
      const call: Call = { method: request.method, url: new URL(request.url), body: await readBody(request) };
      const value = typeof answer === "function" ? (answer as (call: Call) => unknown)(call) : answer;
      if (value === undefined) return undefined;
      if (isSpecial(value)) {
        const special = value[SPECIAL];
        if (special.kind === "network-error") return HttpResponse.error();
        if (special.kind === "bad-gateway")
          return new HttpResponse("<html>", { status: 502, statusText: "Bad Gateway" });
        return HttpResponse.json(special.body as never, {
          status: special.status,
          ...(special.headers ? { headers: special.headers } : {}),
        });
      }
      const checked = (await responseSchema(ep)).safeParse(value);
      if (!checked.success)
        throw new Error(
          `The fixture of ${ep.method} ${ep.path} is not what the server answers: ${checked.error}`,
        );
      return HttpResponse.json(value as never, { status: options.status ?? ep.status ?? 200 });
    },
    { once: options.once ?? false },
  );
}

/**
 * A load that fails until the test says the server is back: `handler` answers `ep` with a proxy's
 * error page, and after `recover()` leaves the request to the next handler (for Try Again).
 */
export function failingUntilRecovered<E extends AnyEndpoint>(ep: E) {
  let failing = true;
  return {
    handler: on(ep, () => (failing ? badGateway : undefined)),
    recover: () => {
      failing = false;
    },
  };
}

/** The rows a fake list answers from; a test replaces them (`now`) to say what a change left. */
export function listRows<T>(start: T[]) {
  const list = {
    rows: start,
    now: (next: T[]) => {
      list.rows = next;
    },
  };
  return list;
}

/** One page of `found` as a list read answers it: the request's `page` and `limit` (1 and 25 unless it says). */
export function pageOf<T>(found: T[], params: URLSearchParams) {
  const page = Number(params.get("page") ?? 1);
  const limit = Number(params.get("limit") ?? 25);
  return { items: found.slice((page - 1) * limit, page * limit), total: found.length, page, limit };
}

/** Installs handlers for this test (the latest first); returns the calls they answer. */
export function serveApi(...handlers: ReturnType<typeof on>[]) {
  apiServer.use(...handlers);
  return { calls };
}

/** A request as the screen sent it, read at once (a test may look right after the call, before any answer). */
function callOf(input: RequestInfo | URL, init?: RequestInit): Call {
  const request = input instanceof Request ? input : undefined;
  const text = typeof init?.body === "string" ? init.body : undefined;
  let body: unknown = text;
  try {
    body = text === undefined ? undefined : JSON.parse(text);
  } catch {}
  return {
    method: init?.method ?? request?.method ?? "GET",
    url: new URL(request?.url ?? String(input), window.location.href),
    body,
  };
}

let unpatchedFetch: typeof fetch | undefined;
type Watcher = (input: RequestInfo | URL, init?: RequestInit) => void;
let watchers: Watcher[] = [];

/** Calls `watcher` with each request as the screen passes it to fetch, until the test ends. */
export const watchRequests = (watcher: Watcher) => {
  watchers.push(watcher);
};

/** For the test setup: listen once, forget every test's handlers and calls after it, fail on an unanswered call. */
export const apiLifecycle = {
  listen: () => {
    apiServer.listen({
      onUnhandledRequest: (request) => {
        unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
      },
    });
    // Every request is recorded as it leaves, in order, whichever handler answers it.
    unpatchedFetch = globalThis.fetch;
    const intercepted = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      calls.push(callOf(input, init));
      for (const watcher of watchers) watcher(input, init);
      return intercepted(input, init);
    };
  },
  reset: () => {
    apiServer.resetHandlers();
    calls = [];
    watchers = [];
    const missed = unhandled.splice(0);
    if (missed.length > 0) throw new Error(`No handler answered: ${missed.join(", ")}`);
  },
  close: () => {
    if (unpatchedFetch) globalThis.fetch = unpatchedFetch;
    apiServer.close();
  },
};

/**
 * A handler for an endpoint whose answer is a file the server builds (a worksheet's PDF): `bytes`
 * with its type and the name the server gives it, or the server's refusal.
 */
export function onFile<E extends AnyEndpoint>(
  ep: E,
  file: { bytes: Uint8Array; type: string; name: string } | SpecialAnswer,
) {
  const route = http[ep.method.toLowerCase() as Lowercase<E["method"]>];
  // The request is recorded as it leaves (apiLifecycle), like every other.
  return route(ep.path, () => {
    if (isSpecial(file)) {
      const special = file[SPECIAL];
      if (special.kind !== "status") return HttpResponse.error();
      return HttpResponse.json(special.body as never, { status: special.status });
    }
    return new HttpResponse(file.bytes, {
      headers: { "Content-Type": file.type, "Content-Disposition": `attachment; filename="${file.name}"` },
    });
  });
}
