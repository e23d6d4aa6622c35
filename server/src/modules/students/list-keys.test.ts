import { API, apiPath, type Student, type Teacher } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { students, teachers, users } from "../../db/schema.ts";
import { unique } from "../../test/factories.ts";
import { callerAs, listReader, useSignedInSchool, useTestEnv } from "../../test/session.ts";
import { addStudentAs } from "../../test/students.ts";

/**
 * A school's lists sort and search by the copies of the account's name, e-mail and phone kept on the
 * pupil's and the teacher's row (docs/adr/0371): written with the row, and changed with the account.
 */
const env = useTestEnv();
const school = useSignedInSchool(env);
const call = callerAs(env, school);
/** A word of this run only, so a search finds only what one test added. */
const word = () =>
  unique("k")
    .replace(/[^a-z0-9]/gi, "")
    .toLowerCase();

async function addStudent(name: string, phone: string | null = null) {
  const cred = await addStudentAs(env.app, school.token, {
    name,
    email: `${unique("parent")}@example.in`,
    ...(phone ? { phone } : {}),
    dob: "2015-04-12",
    Class: 4,
    fathername: unique("Father "),
  });
  return cred._id;
}

const studentList = listReader<{ items: Student[]; total: number }>(env, API.students, school);
const page = (query: string) => studentList(`page=1&limit=100&${query}`);

describe("the school's lists by the rows' own copies of the account", () => {
  it("a pupil's row holds the account's name and e-mail lower-cased and its phone, from the first insert", async () => {
    const tag = word();
    const id = await addStudent(`Ädi ${tag} Rao`, "98765 11111");
    const [row] = await env.db
      .select({ sortName: students.sortName, sortEmail: students.sortEmail, phone: students.accountPhone })
      .from(students)
      .where(eq(students.id, id));
    const [account] = await env.db
      .select({ name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .innerJoin(students, eq(students.userId, users.id))
      .where(eq(students.id, id));
    expect(row).toEqual({
      sortName: account?.name.toLowerCase(),
      sortEmail: account?.email.toLowerCase(),
      phone: account?.phone,
    });
  });

  it("an edit of the account moves the pupil in the name order and in the search at once", async () => {
    const tag = word();
    const zed = await addStudent(`Zed ${tag}`);
    const mid = await addStudent(`Mira ${tag}`);
    const byName = async () => (await page(`search=${tag}&sort=name`)).items.map((s) => s._id);
    expect(await byName()).toEqual([mid, zed]);

    const res = await call("PUT", apiPath.updateStudent(zed), {
      name: `Aadi ${tag}`,
      email: `AADI.${tag}@Example.in`,
      phone: "98123 45678",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await byName()).toEqual([zed, mid]);
    const byEmailDesc = (await page(`search=${tag}&sort=email&order=desc`)).items.map((s) => s.email);
    expect(byEmailDesc.indexOf(`aadi.${tag}@example.in`)).toBeGreaterThanOrEqual(0);
    // The new phone finds the pupil; the old name finds no one.
    expect((await page("search=98123")).items.map((s) => s._id)).toEqual([zed]);
    expect((await page(`search=Zed ${tag}`)).total).toBe(0);
    // The whole list (no parameters) is in the same order.
    const whole = await call("GET", API.students);
    const ids = whole.json<Student[]>().map((s) => s._id);
    expect(ids.indexOf(zed)).toBeLessThan(ids.indexOf(mid));
  });

  it("a teacher's row holds the copies too: the list sorts and searches by them", async () => {
    const tag = word();
    const add = async (name: string, mobile: string) => {
      const res = await call("POST", API.addTeacher, {
        name,
        email: `${unique("teacher")}@school.in`,
        mobile,
        dob: "1985-08-20",
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await add(`Yamini ${tag}`, "98765 22222");
    await add(`Bela ${tag}`, "98765 33333");
    const res = await call("GET", `${API.teachers}?page=1&limit=25&search=${tag}&sort=name`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ items: Teacher[] }>().items.map((t) => t.name)).toEqual([
      `Bela ${tag}`,
      `Yamini ${tag}`,
    ]);
    const byMobile = await call("GET", `${API.teachers}?page=1&limit=25&search=33333`);
    expect(byMobile.json<{ items: Teacher[] }>().items.map((t) => t.name)).toEqual([`Bela ${tag}`]);
    const copies = await env.db
      .select({ sortName: teachers.sortName, phone: teachers.accountPhone })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(eq(users.name, `Bela ${tag}`));
    expect(copies).toEqual([{ sortName: `bela ${tag}`, phone: expect.stringContaining("33333") }]);
  });
});
