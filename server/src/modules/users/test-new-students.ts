import { API, type StudentAddResponse } from "@ganit/contracts";
import { expect } from "vitest";
import { unique } from "../../test/factories.ts";
import type { TestEnv } from "../../test/harness.ts";
import { useSignedInSchool } from "../../test/session.ts";

/**
 * A school signed in before the file's tests, and a function that adds a new student to it and
 * answers their first sign-in credentials as the credentials sheet shows them.
 */
export function useNewStudents(env: TestEnv) {
  const school = useSignedInSchool(env);
  return async function newStudent() {
    const res = await env.app.inject({
      method: "POST",
      url: API.addStudent,
      headers: { authorization: school.token },
      payload: {
        name: "Neha Gupta",
        email: `${unique("p")}@example.in`,
        dob: "2014-02-03",
        Class: 5,
        fathername: unique("Father"),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [cred] = res.json<StudentAddResponse>().credentials;
    if (!cred) throw new Error("no credentials");
    return cred;
  };
}
