import { API, type IssuedParentCodes, PARENT_API, PARENT_SMS_MAX, parentApiPath } from "@ganit/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf } from "../../test/audit.ts";
import { login, TEST_PASSWORD, unique } from "../../test/factories.ts";
import { requester, type SignedInSchool, signedInSchool, useTestEnv } from "../../test/session.ts";
import { addStudentAs } from "../../test/students.ts";

/**
 * Parent codes on the real app and database: the office issues them, a parent redeems one (signing
 * up, or adding a child), a code works once and for 7 days, a child has at most two parents, and a
 * parent reaches their own children only.
 */
const env = useTestEnv();
const call = requester(env);

let school: SignedInSchool;
let childA: string;
let childB: string;

async function codeFor(studentId: string, token = school.token) {
  const res = await call("POST", parentApiPath.parentCodesStudent(studentId), token);
  expect(res.statusCode, res.body).toBe(201);
  const [issued] = res.json<IssuedParentCodes>().items;
  if (!issued) throw new Error("no code");
  return issued;
}

async function join(code: string, overrides: Record<string, unknown> = {}) {
  const email = `${unique("parent")}@example.in`;
  const res = await env.app.inject({
    method: "POST",
    url: PARENT_API.parentJoin,
    payload: {
      code,
      name: "Sunita Sharma",
      email,
      password: TEST_PASSWORD,
      phone: "9876543210",
      language: "hi",
      ...overrides,
    },
  });
  return { res, email };
}

async function parentWith(code: string) {
  const { res, email } = await join(code);
  expect(res.statusCode, res.body).toBe(201);
  return { email, token: await login(env.app, email) };
}

beforeAll(async () => {
  school = await signedInSchool(env);
  childA = (await addStudentAs(env.app, school.token, { name: "Asha Verma", Class: 4 }))._id;
  childB = (await addStudentAs(env.app, school.token, { name: "Bharat Verma", Class: 4 }))._id;
});

describe("parent codes", () => {
  it("a code signs a parent up, linked to that child; it works once", async () => {
    const issued = await codeFor(childA);
    expect(issued.code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(new Date(issued.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const parent = await parentWith(issued.code.toLowerCase());
    const children = await call("GET", PARENT_API.parentChildren, parent.token);
    expect(children.statusCode, children.body).toBe(200);
    expect(children.json()).toMatchObject({
      items: [{ id: childA, name: "Asha Verma", class: 4 }],
      settings: { language: "hi", weeklySummary: true },
    });
    // The same code again: refused, and no account is made for the second address.
    const again = await join(issued.code);
    expect(again.res.statusCode).toBe(400);
    expect(again.res.json().key).toBe("parentCodeInvalid");
    const signIn = await env.app.inject({
      method: "POST",
      url: API.login,
      payload: { username: again.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    // Only the code's hash is kept.
    const stored = await env.db.execute(sql`select code_hash from parent_codes`);
    expect(JSON.stringify(stored)).not.toContain(issued.code.replace("-", ""));
  });

  it("an expired code is refused", async () => {
    const issued = await codeFor(childB);
    await env.db.execute(
      sql`update parent_codes set expires_at = now() - interval '1 minute' where student_id = ${childB}`,
    );
    const { res } = await join(issued.code);
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe("parentCodeInvalid");
  });

  it("a child has at most two parents; the third is refused and nothing is written", async () => {
    const child = (await addStudentAs(env.app, school.token, { name: "Chetan Rao", Class: 5 }))._id;
    await parentWith((await codeFor(child)).code);
    await parentWith((await codeFor(child)).code);
    const third = await join((await codeFor(child)).code);
    expect(third.res.statusCode).toBe(409);
    expect(third.res.json().key).toBe("parentChildLimit");
    const parents = await call("GET", parentApiPath.parentStudentParents(child), school.token);
    expect(parents.json().items).toHaveLength(2);
  });

  it("a parent adds a second child to their account; a code of their own child again is refused", async () => {
    const parent = await parentWith((await codeFor(childB)).code);
    const other = (await addStudentAs(env.app, school.token, { name: "Deepa Verma", Class: 2 }))._id;
    const added = await call("POST", PARENT_API.parentChildren, parent.token, {
      code: (await codeFor(other)).code,
    });
    expect(added.statusCode, added.body).toBe(201);
    const children = await call("GET", PARENT_API.parentChildren, parent.token);
    expect(
      children
        .json()
        .items.map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([childB, other].sort());
    const twice = await call("POST", PARENT_API.parentChildren, parent.token, {
      code: (await codeFor(other)).code,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().key).toBe("parentAlreadyLinked");
  });

  it("a parent sees their child's week; another child (same school or not) is 404", async () => {
    const parent = await parentWith((await codeFor(childA)).code);
    const own = await call("GET", parentApiPath.parentChildWeek(childA), parent.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ child: { id: childA }, week: { setsDone: 0 }, due: [] });
    const other = await call("GET", parentApiPath.parentChildWeek(childB), parent.token);
    expect(other.statusCode).toBe(404);
    const elsewhere = await signedInSchool(env);
    const stranger = (await addStudentAs(env.app, elsewhere.token, { name: "Esha Khan" }))._id;
    expect((await call("GET", parentApiPath.parentChildWeek(stranger), parent.token)).statusCode).toBe(404);
    // Another school's office cannot issue a code for A's pupil, nor see or unlink A's parents.
    expect((await call("POST", parentApiPath.parentCodesStudent(childA), elsewhere.token)).statusCode).toBe(
      404,
    );
    expect((await call("GET", parentApiPath.parentStudentParents(childA), elsewhere.token)).statusCode).toBe(
      404,
    );
  });

  it("the students list shows who has a linked parent and filters by it", async () => {
    const none = (await addStudentAs(env.app, school.token, { name: "Farah Ali", Class: 9 }))._id;
    const linked = await call("GET", `${API.students}?parent=linked&limit=100`, school.token);
    expect(linked.statusCode, linked.body).toBe(200);
    const linkedIds = linked.json().items.map((s: { _id: string }) => s._id);
    expect(linkedIds).toContain(childA);
    expect(linkedIds).not.toContain(none);
    expect(linked.json().items.find((s: { _id: string }) => s._id === childA).linkedParents).toBeGreaterThan(
      0,
    );
    const without = await call("GET", `${API.students}?parent=none&limit=100`, school.token);
    expect(without.json().items.map((s: { _id: string }) => s._id)).toEqual([none]);
  });

  it("the office unlinks a parent (audited); the parent no longer reaches the child", async () => {
    const child = (await addStudentAs(env.app, school.token, { name: "Gita Das", Class: 3 }))._id;
    const parent = await parentWith((await codeFor(child)).code);
    const [linked] = (await call("GET", parentApiPath.parentStudentParents(child), school.token)).json()
      .items;
    const res = await call("DELETE", parentApiPath.parentUnlink(child, linked.userId), school.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call("GET", parentApiPath.parentChildWeek(child), parent.token)).statusCode).toBe(404);
    const events = await auditRowsOf(env.db, "parent.unlinked", child);
    expect(events).toHaveLength(1);
    expect(
      (await call("DELETE", parentApiPath.parentUnlink(child, linked.userId), school.token)).statusCode,
    ).toBe(404);
  });

  it("a class's sheet has one code per pupil of the class, each working once", async () => {
    const res = await call("POST", PARENT_API.parentCodesClass, school.token, { class: 4 });
    expect(res.statusCode, res.body).toBe(201);
    const items = res.json<IssuedParentCodes>().items;
    expect(items.map((i) => i.studentId).sort()).toEqual([childA, childB].sort());
    expect(new Set(items.map((i) => i.code)).size).toBe(2);
    const missing = await call("POST", PARENT_API.parentCodesClass, school.token, { class: 10 });
    expect(missing.statusCode).toBe(404);
  });

  it("refuses a malformed code with 400, never 500", async () => {
    for (const code of ["", "x".repeat(40), "ABCDE-FGHJ!", "0000000000"]) {
      const { res } = await join(code);
      expect(res.statusCode, code).toBe(400);
    }
  });
});

describe("the SMS text", () => {
  it("is at most 300 characters even for long names and many level changes", async () => {
    const { smsText } = await import("./summary-text.ts");
    const set = {
      resourceId: "r",
      courseName: "Maths",
      courseNameHi: null,
      chapter: "A very long chapter name about fractions and decimals".repeat(2),
      chapterHi: "भिन्न और दशमलव के बारे में एक बहुत लंबा अध्याय".repeat(2),
      setName: "Level 1",
      level: "proficient",
      lastActivityAt: null,
    };
    const child = {
      child: { id: "c", name: "Anantharamakrishnan".repeat(4), class: 5, section: null, schoolName: "S" },
      from: "",
      to: "",
      week: { setsDone: 12, answers: 140, correct: 120, lessonsDone: 3 },
      levelsChanged: [set, set, set],
      levels: [set],
      needsPractice: [],
      due: [],
      notes: [],
    };
    for (const language of ["en", "hi"] as const) {
      const text = smsText(child, "2026-11-29", language);
      expect(text.length, text).toBeLessThanOrEqual(PARENT_SMS_MAX);
      expect(text.startsWith("Ganit:")).toBe(true);
    }
  });
});
