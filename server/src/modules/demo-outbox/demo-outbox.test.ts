import { API, DEMO_ENDPOINTS, type DemoOutboxResponse, endpointsIn } from "@ganit/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuiltApp } from "../../app.ts";
import { TEST_APP_URL } from "../../test/harness.ts";
import { schoolForm } from "../../test/registration.ts";
import { useSignedIn, useSignedInSchool, useTestEnv } from "../../test/session.ts";
import { linksInto } from "./index.ts";

const env = useTestEnv();
const superadmin = useSignedIn(env, "superadmin");
const school = useSignedInSchool(env);

let demo: BuiltApp;
beforeAll(async () => {
  demo = await env.buildAnother({}, { demo: true });
});
afterAll(() => demo.app.close());

const outbox = (app: BuiltApp["app"], token?: string) =>
  app.inject({ method: "GET", url: API.demoOutbox, headers: token ? { authorization: token } : {} });

describe("the demo's outbox", () => {
  it("is not served by a production start, not even to the superadmin", async () => {
    const registered = env.routes.map((route) => `${route.method} ${route.url}`);
    for (const declared of endpointsIn(DEMO_ENDPOINTS))
      expect(registered).not.toContain(`${declared.method} ${declared.path}`);
    const res = await outbox(env.app, superadmin.token);
    expect(res.statusCode).toBe(404);
  });

  it("shows a demo superadmin a new school's set-password mail with its link, newest first", async () => {
    const form = schoolForm("29120300999", { email: "office.demo-outbox@sunrise.example" });
    const registered = await demo.app.inject({ method: "POST", url: API.schoolRegister, payload: form });
    expect(registered.statusCode, registered.body).toBe(201);

    const res = await outbox(demo.app, superadmin.token);
    expect(res.statusCode).toBe(200);
    const [latest] = res.json<DemoOutboxResponse>().data;
    expect(latest?.to).toBe("office.demo-outbox@sunrise.example");
    expect(["pending", "sending", "sent"]).toContain(latest?.status);
    expect(latest?.links).toHaveLength(1);
    const link = new URL(latest?.links[0] ?? "");
    expect(`${link.origin}`).toBe(new URL(TEST_APP_URL).origin);
    expect(link.pathname).toBe("/resetpassword");
    expect(link.searchParams.get("token")).toBeTruthy();
    expect(latest?.text).toContain(latest?.links[0]);
  });

  it("is the superadmin's only, even in a demo", async () => {
    expect((await outbox(demo.app)).statusCode).toBe(401);
    expect((await outbox(demo.app, school.token)).statusCode).toBe(403);
  });

  it("lists only links into this Ganit, each once", () => {
    const text = `Set it: ${TEST_APP_URL}/resetpassword?token=a&username=b.\nAgain ${TEST_APP_URL}/resetpassword?token=a&username=b.\nSee https://evil.example/${TEST_APP_URL} or ${TEST_APP_URL}.evil.example/x`;
    expect(linksInto(TEST_APP_URL, text)).toEqual([`${TEST_APP_URL}/resetpassword?token=a&username=b`]);
  });
});
