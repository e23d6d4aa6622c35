import { API, apiPath, type StudentAddResponse } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { students, users } from "../../db/schema.ts";
import { unique } from "../../test/factories.ts";
import { callerAs, useSignedInSchool, useTestEnv } from "../../test/session.ts";
import { addStudentAs } from "../../test/students.ts";

/** PUT /api/student/update/{id} with only some fields: what is sent changes, the rest stays. */
const env = useTestEnv();
const school = useSignedInSchool(env);
const call = callerAs(env, school);

async function addStudent() {
  const cred = await addStudentAs(env.app, school.token, {
    name: "Kavya Nair",
    email: `${unique("parent")}@example.in`,
    dob: "2015-04-12",
    Class: 4,
    fathername: unique("Suresh Nair "),
  });
  return cred._id;
}
const update = (id: string, payload: object) => call("PUT", apiPath.updateStudent(id), payload);

describe("a partial student update", () => {
  it("only the name: 200, the name changes, class, father's name and date of birth stay", async () => {
    const id = await addStudent();
    const res = await update(id, { name: "Kavya S Nair" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().student).toMatchObject({ name: "Kavya S Nair", class: 4 });
    const [row] = await env.db.select().from(students).where(eq(students.id, id));
    expect(row).toMatchObject({
      classNumber: 4,
      fathername: expect.stringMatching(/^Suresh Nair /),
      dob: "2015-04-12",
    });
  });

  it("the name and the e-mail: 200, both change on the account", async () => {
    const id = await addStudent();
    const email = `${unique("new")}@example.in`;
    const res = await update(id, { name: "Kavya Menon", email: email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await env.db.select({ userId: students.userId }).from(students).where(eq(students.id, id));
    const [account] = await env.db
      .select()
      .from(users)
      .where(eq(users.id, row?.userId ?? ""));
    expect(account).toMatchObject({ name: "Kavya Menon", email });
  });

  it("an edited pupil is found by the next upload under the new name and date of birth, not the old", async () => {
    const father = unique("Ramesh Pillai ");
    const first = await call("POST", API.addStudent, {
      name: "Anu Pillai",
      email: `${unique("parent")}@example.in`,
      dob: "2014-02-03",
      Class: 5,
      fathername: father,
    });
    expect(first.statusCode, first.body).toBe(200);
    const id = first.json<StudentAddResponse>().credentials[0]?._id ?? "";
    expect((await update(id, { name: "Anu  R Pillai", dob: "2014-02-04" })).statusCode).toBe(200);
    const again = (name: string, dob: string) =>
      call("POST", API.addStudent, {
        name,
        email: `${unique("parent")}@example.in`,
        dob,
        Class: 5,
        fathername: ` ${father.toUpperCase()} `,
      });
    const renamed = await again("anu r pillai", "2014-02-04");
    expect(renamed.statusCode, renamed.body).toBe(409);
    expect(renamed.json().key).toMatch(/^studentAlreadyInSchool/);
    expect((await again("Anu Pillai", "2014-02-03")).statusCode).toBe(200);
  });
});
