import type { Role } from "@ganit/contracts";
import { afterAll, beforeAll, expect } from "vitest";
import { createTestSchool, login, signedInAs } from "./factories.ts";
import { startTestEnv, type TestEnv } from "./harness.ts";

/**
 * A stand-in for a value that a beforeAll hook makes: the file can name it at its top level (as the
 * old `let x; beforeAll(() => { x = ... })` pair did) and every read goes to the value set. Reading
 * it before the hook has run is a mistake in the test, so it throws rather than answering undefined.
 */
export function later<T extends object>(what: string): { value: T; set(value: T): T } {
  let current: T | undefined;
  const made = (): T => {
    if (current === undefined) throw new Error(`${what} is read before its beforeAll hook ran`);
    return current;
  };
  // Keys and descriptors are forwarded too, so spreading or comparing the value sees the real one.
  const value = new Proxy({} as T, {
    get(_target, key) {
      const found = Reflect.get(made(), key, made());
      return typeof found === "function" ? found.bind(made()) : found;
    },
    has: (_target, key) => Reflect.has(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor(_target, key) {
      const found = Reflect.getOwnPropertyDescriptor(made(), key);
      return found && { ...found, configurable: true };
    },
  });
  return { value, set: (made) => (current = made) };
}

/** A value `make` makes once before the file's tests (after the hooks registered before this call). */
export function madeBeforeAll<T extends object>(what: string, make: () => Promise<T>): T {
  const made = later<T>(what);
  beforeAll(async () => {
    made.set(await make());
  });
  return made.value;
}

/** This file's app and database (startTestEnv), started before its tests and closed after them. */
export function useTestEnv(vars: Record<string, string> = {}): TestEnv {
  const env = later<TestEnv>("the test env");
  let started: TestEnv | undefined;
  beforeAll(async () => {
    started = env.set(await startTestEnv(vars));
  });
  afterAll(() => started?.close());
  return env.value;
}

export type SignedIn = Awaited<ReturnType<typeof signedInAs>>;

/** A fresh account of this role, signed in once before the file's tests (after useTestEnv's hook). */
export function useSignedIn(env: TestEnv, role: Role): SignedIn {
  return madeBeforeAll(`the signed-in ${role}`, () => signedInAs(env.app, env.db, role));
}

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Sends a request to the app as `who` unless another token is given. */
export const callerAs =
  (env: TestEnv, who: { token: string }) =>
  (method: Method, url: string, payload?: unknown, token = who.token) =>
    env.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

/** Sends a request to the app with the token given for each call. */
export const requester = (env: TestEnv) => (method: Method, url: string, token: string, payload?: unknown) =>
  env.app.inject({
    method,
    url,
    headers: { authorization: token },
    ...(payload ? { payload: payload as object } : {}),
  });

/**
 * Reads a page of the list at `url` for a query string, as `who` unless another token is given (no
 * session when `who` is null); any answer but 200 fails the test. Its `refuses` sends queries the
 * list must refuse (expectQueriesRefused).
 */
export function listReader<Page>(env: TestEnv, url: string, who: { token: string } | null) {
  const read = async (query: string, token = who?.token): Promise<Page> => {
    const res = await env.app.inject({
      method: "GET",
      url: `${url}?${query}`,
      ...(token ? { headers: { authorization: token } } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  const refuses = (queries: readonly string[]) => expectQueriesRefused(env, url, who, queries);
  return Object.assign(read, { refuses });
}

/**
 * Sends each query to the GET endpoint at `url` as `who` (no session when null): each must be refused
 * with 400 and a message, never a 500.
 */
export async function expectQueriesRefused(
  env: TestEnv,
  url: string,
  who: { token: string } | null,
  queries: readonly string[],
) {
  for (const query of queries) {
    const res = await env.app.inject({
      method: "GET",
      url: `${url}?${query}`,
      ...(who ? { headers: { authorization: who.token } } : {}),
    });
    expect(res.statusCode, query).toBe(400);
    expect(res.json<{ message?: unknown }>().message, query).toEqual(expect.stringMatching(/\S/));
  }
}

/** A new school account, signed in. */
export async function signedInSchool(env: TestEnv) {
  const school = await createTestSchool(env.db);
  return { ...school, token: await login(env.app, school.username) };
}
export type SignedInSchool = Awaited<ReturnType<typeof signedInSchool>>;

/** A new school, signed in once before the file's tests (after useTestEnv's hook). */
export function useSignedInSchool(env: TestEnv): SignedInSchool {
  return madeBeforeAll("the signed-in school", () => signedInSchool(env));
}
