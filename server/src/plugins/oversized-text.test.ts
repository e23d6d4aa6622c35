import { randomUUID } from "node:crypto";
import {
  type AnyEndpoint,
  API,
  ENDPOINTS,
  endpointsIn,
  LIMITS,
  type Role,
  studentBulkRowSchema,
  studentsAddBulk,
  teacherBulkRowSchema,
  teachersAddBulk,
} from "@ganit/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestSchool, login, signedInAs } from "../test/factories.ts";
import { useTestEnv } from "../test/session.ts";
import { schemasOfEndpoint, type TextField, textFields, valueFor } from "../test/text-fields.ts";

/**
 * The one server thread is never held by one request's text: a mebibyte in any text of any write
 * route (as much as the route's body limit lets through) is answered 400 with a message, and the
 * health check answers beside every one of them. Every write route declared in the contracts is
 * walked, every text in its body, as a caller the route admits (a caller it refuses would never reach
 * the body). An upload's rows, which travel as plain records, are walked with the row's own fields.
 */
const env = useTestEnv();
const tokens = new Map<Role, string>();

beforeAll(async () => {
  for (const role of ["superadmin", "admin", "teacher", "student", "studentb2c", "parent"] as const) {
    tokens.set(role, (await signedInAs(env.app, env.db, role)).token);
  }
  const school = await createTestSchool(env.db);
  tokens.set("school", await login(env.app, school.username, school.password));
});

const MEBIBYTE = 1024 * 1024;

/** A path with every `:name` filled: a class number where one is asked, a new id elsewhere. */
const filledPath = (endpoint: AnyEndpoint) =>
  endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    name === "classNumber" ? "1" : randomUUID(),
  );

type Call = { route: string; endpoint: AnyEndpoint; field: TextField; wrap?: (value: unknown) => unknown };

async function writeCalls(): Promise<Call[]> {
  const calls: Call[] = [];
  for (const endpoint of endpointsIn(ENDPOINTS)) {
    if (endpoint.method === "GET") continue;
    const { body } = await schemasOfEndpoint(endpoint);
    for (const field of textFields(body)) {
      calls.push({ route: `${endpoint.method} ${endpoint.path} ${field.path.join(".")}`, endpoint, field });
    }
  }
  return calls;
}

describe("a mebibyte of text in any field of any write route", () => {
  it("is answered 400 with a message, and /api/health answers beside each", async () => {
    const calls = await writeCalls();
    // The uploads: each row is read with the row's own schema on the server.
    for (const [endpoint, schema, key] of [
      [studentsAddBulk, studentBulkRowSchema, "students"],
      [teachersAddBulk, teacherBulkRowSchema, "teachers"],
    ] as const) {
      for (const field of textFields(schema)) {
        calls.push({
          route: `${endpoint.method} ${endpoint.path} ${key}.0.${field.path.join(".")}`,
          endpoint,
          field,
          wrap: (row) => ({ [key]: [row] }),
        });
      }
    }

    const wrong: string[] = [];
    for (const { route, endpoint, field, wrap } of calls) {
      // As much as the route's body limit lets through, with room for the JSON around it.
      const size = Math.min(MEBIBYTE, (endpoint.bodyLimit ?? LIMITS.bodyLimitBytes) - 4096);
      const value = valueFor(field, "a".repeat(size));
      const access = endpoint.access;
      const token = access === "public" ? undefined : tokens.get(access[0] as Role);
      const [res, health] = await Promise.all([
        env.app.inject({
          method: endpoint.method,
          url: filledPath(endpoint),
          headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
          // Written once here: inject would otherwise serialise the mebibyte again on each call.
          payload: JSON.stringify(wrap ? wrap(value) : value),
        }),
        env.app.inject({ method: "GET", url: API.health }),
      ]);
      const message = String(res.headers["content-type"]).startsWith("application/json")
        ? res.json<{ message?: unknown }>().message
        : undefined;
      if (res.statusCode !== 400 || typeof message !== "string" || message === "") {
        wrong.push(`${route}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      if (health.statusCode !== 200) wrong.push(`${route}: /api/health answered ${health.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(calls.length).toBeGreaterThan(100);
  }, 60_000);
});
