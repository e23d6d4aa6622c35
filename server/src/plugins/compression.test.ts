import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { API } from "@ganit/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { callerAs, useSignedInSchool, useTestEnv } from "../test/session.ts";

const env = useTestEnv();
const school = useSignedInSchool(env);
const call = callerAs(env, school);

beforeAll(async () => {
  const students = Array.from({ length: 40 }, (_, i) => ({
    name: `Compressed Pupil ${i}`,
    email: `family${i}@example.in`,
    dob: "2015-04-12",
    Class: String(1 + (i % 10)),
    fathername: `Father ${i}`,
  }));
  const res = await call("POST", API.addStudentsBulk, { students });
  expect(res.statusCode, res.body).toBe(200);
});

const list = (headers: Record<string, string>) =>
  env.app.inject({ method: "GET", url: API.students, headers: { authorization: school.token, ...headers } });

describe("compressed JSON answers", () => {
  it("sends a large list brotli-compressed to a client that accepts br, and the same JSON", async () => {
    const plain = await list({});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const res = await list({ "accept-encoding": "gzip, deflate, br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const body = brotliDecompressSync(res.rawPayload).toString("utf8");
    expect(JSON.parse(body)).toEqual(plain.json());
    expect(res.rawPayload.length).toBeLessThan(plain.body.length / 3);
  });

  it("sends gzip to a client that accepts only gzip", async () => {
    const res = await list({ "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(res.rawPayload).toString("utf8"))).toEqual((await list({})).json());
  });

  it("leaves a small answer as it is: compressing it would cost more than it saves", async () => {
    const res = await env.app.inject({
      method: "GET",
      url: API.health,
      headers: { "accept-encoding": "br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("never decompresses a request body: a gzip-encoded body is refused as malformed, as before", async () => {
    const res = await env.app.inject({
      method: "POST",
      url: API.login,
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(res.statusCode).toBe(400);
  });
});
