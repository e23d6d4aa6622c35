import { API, type StudentAddResponse } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { unique } from "./factories.ts";

/** A school's add-a-student form with a fresh parent e-mail and father's name; `overrides` changes fields. */
export const studentForm = (overrides: Record<string, unknown> = {}) => ({
  name: "Neha Gupta",
  email: `${unique("p")}@example.in`,
  dob: "2014-02-03",
  Class: 5,
  fathername: unique("Father"),
  ...overrides,
});

/**
 * Adds a student as the school signed in with `schoolToken` (POST /api/student/add) and answers the
 * new pupil's first sign-in credentials, as the credentials sheet shows them.
 */
export async function addStudentAs(
  app: FastifyInstance,
  schoolToken: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: "POST",
    url: API.addStudent,
    headers: { authorization: schoolToken },
    payload: studentForm(overrides),
  });
  expect(res.statusCode, res.body).toBe(200);
  const [cred] = res.json<StudentAddResponse>().credentials;
  if (!cred) throw new Error("no credentials");
  return cred;
}
