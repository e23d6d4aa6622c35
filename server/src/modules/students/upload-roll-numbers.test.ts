import { API, type StudentAddResponse } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schools, students } from "../../db/schema.ts";
import { unique } from "../../test/factories.ts";
import { callerAs, signedInSchool, useTestEnv } from "../../test/session.ts";

/**
 * The upload's optional roll numbers and the classes as schools write them: a typed roll number is
 * kept, unique in the file and the school; the running number skips one a school typed; a class
 * written "VI" or "Class 6" is class 6.
 */
const env = useTestEnv();

const row = (fields: Record<string, unknown>) => ({
  name: `Child ${unique("c")}`,
  email: `${unique("kid")}@example.in`,
  dob: "2014-02-03",
  Class: 6,
  fathername: unique("Father"),
  ...fields,
});

describe("roll numbers and classes of an upload", () => {
  it("keeps typed roll numbers, numbers the rest, and reads VI and Class 6 as class 6", async () => {
    const school = await signedInSchool(env);
    const as = callerAs(env, school);
    // The next running number is 0002: a typed "0002" must not be handed out twice.
    await env.db.update(schools).set({ nextRollNumber: 2 }).where(eq(schools.id, school.school.id));
    const res = await as("POST", API.addStudentsBulk, {
      students: [
        row({ rollNumber: " 6A-01 ", Class: "VI" }),
        row({ rollNumber: "0002", Class: "Class 6" }),
        row({ rollNumber: "" }),
        row({ rollNumber: 1024, Class: "6" }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { credentials } = res.json<StudentAddResponse>();
    expect(credentials.map((c) => c.rollNumber)).toEqual(["6A-01", "0002", "0003", "1024"]);
    expect(credentials.every((c) => c.class === 6)).toBe(true);
    const stored = await env.db.select().from(students).where(eq(students.schoolId, school.school.id));
    expect(stored.map((s) => s.rollNumber).sort()).toEqual(["0002", "0003", "1024", "6A-01"]);
  });

  it("refuses a roll number repeated in the file or already in the school, row by row, writing nothing", async () => {
    const school = await signedInSchool(env);
    const as = callerAs(env, school);
    expect(
      (await as("POST", API.addStudentsBulk, { students: [row({ rollNumber: "7B-3" })] })).statusCode,
    ).toBe(200);
    const res = await as("POST", API.addStudentsBulk, {
      students: [
        row({ rollNumber: "7b-3", row: 2 }),
        row({ rollNumber: "9C-1", row: 3 }),
        row({ rollNumber: "9c-1", row: 4 }),
        row({ rollNumber: "=cmd|x", row: 5 }),
        row({ rollNumber: "x".repeat(21), row: 6 }),
      ],
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: { row: number; field: string; key: string }[] }>().errors;
    expect(errors.map((e) => [e.row, e.field, e.key.split("?")[0]])).toEqual([
      [2, "rollNumber", "rollNumberTaken"],
      [4, "rollNumber", "rollNumberRepeated"],
      [5, "rollNumber", "rollNumberInvalid"],
      [6, "rollNumber", "rollNumberInvalid"],
    ]);
    const stored = await env.db.select().from(students).where(eq(students.schoolId, school.school.id));
    expect(stored).toHaveLength(1);
  });
});
