import { type IssuedParentCodes, PARENT_API, parentApiPath } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { login, TEST_PASSWORD, unique } from "./factories.ts";
import { addStudentAs } from "./students.ts";

/**
 * The school office (`schoolToken`) issues a parent code for its pupil and a parent joins with it
 * (POST /api/parent/join), as a family does from the slip; answers the parent's e-mail and token.
 * `join` changes the sign-up's fields (name, e-mail, phone, language: English unless it says).
 */
export async function parentJoined(
  app: FastifyInstance,
  schoolToken: string,
  studentId: string,
  join: { name?: string; email?: string; phone?: string; language?: "en" | "hi" } = {},
) {
  const issued = await app.inject({
    method: "POST",
    url: parentApiPath.parentCodesStudent(studentId),
    headers: { authorization: schoolToken },
  });
  expect(issued.statusCode, issued.body).toBe(201);
  const code = issued.json<IssuedParentCodes>().items[0]?.code;
  const email = join.email ?? `${unique("parent")}@example.in`;
  const joined = await app.inject({
    method: "POST",
    url: PARENT_API.parentJoin,
    payload: { code, name: "Sunita Verma", password: TEST_PASSWORD, language: "en", ...join, email },
  });
  expect(joined.statusCode, joined.body).toBe(201);
  return { email, token: await login(app, email) };
}

/** A new pupil the office adds to class `classNumber`, and their parent, joined as "Parent of" the pupil. */
export async function parentOfNewPupil(
  app: FastifyInstance,
  schoolToken: string,
  pupil: { name: string; classNumber: number },
  language: "en" | "hi",
) {
  const added = await addStudentAs(app, schoolToken, { name: pupil.name, Class: pupil.classNumber });
  return parentJoined(app, schoolToken, added._id, { name: `Parent of ${pupil.name}`, language });
}

/** The parent turns the weekly summary off in their settings (PUT /api/parent/settings). */
export async function stopWeeklySummary(app: FastifyInstance, parentToken: string) {
  const off = await app.inject({
    method: "PUT",
    url: PARENT_API.parentSettings,
    headers: { authorization: parentToken },
    payload: { language: "en", weeklySummary: false },
  });
  expect(off.statusCode, off.body).toBe(200);
}
