import type { TestEnv } from "../../test/harness.ts";
import { useSignedInSchool } from "../../test/session.ts";
import { addStudentAs } from "../../test/students.ts";

/**
 * A school signed in before the file's tests, and a function that adds a new student to it and
 * answers their first sign-in credentials as the credentials sheet shows them.
 */
export function useNewStudents(env: TestEnv) {
  const school = useSignedInSchool(env);
  return () => addStudentAs(env.app, school.token);
}
