import { API, MESSAGES } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courses } from "../../db/schema.ts";
import { signedInAs, unique } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";

/**
 * Names that look the same are the same name: text is normalised where it is parsed (NFKC, one space,
 * trimmed) and invisible characters are refused, so the uniqueness check compares what people see.
 */
const env = useTestEnv();
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  admin = await signedInAs(env.app, env.db, "admin");
});

const course = (name: string) => ({
  name,
  classLevels: [{ classNumber: 4, pricePerStudent: 0, pricePerSchool: 0.05, levels: [] }],
});
const add = (name: string) =>
  env.app.inject({
    method: "POST",
    url: API.addCourse,
    headers: { authorization: admin.token },
    payload: course(name),
  });

describe("course names that look alike", () => {
  it("one 'Vedic Math': look-alikes are taken (409) or refused (400), and the catalogue shows one", async () => {
    const first = await add("Vedic Math");
    expect(first.statusCode, first.body).toBeLessThan(300);
    for (const name of [
      "Vedic\u00a0Math",
      "\uff36edic Math",
      "Vedic  Math",
      " Vedic Math ",
      "Vedic\u3000Math",
    ]) {
      const res = await add(name);
      expect(res.statusCode, JSON.stringify(name)).toBe(409);
      expect(res.json()).toMatchObject({ key: "courseNameTaken", fieldKeys: { name: "courseNameTaken" } });
    }
    for (const name of [
      "Vedic\u200bMath",
      "Vedic Math\u200b",
      "\ufeffVedic Math",
      "Vedic\u2060Math",
      "Vedic \u202eMath",
    ]) {
      const res = await add(name);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().fieldKeys).toEqual({ name: "invisibleCharacters" });
      expect(res.json().fields.name).toBe(MESSAGES.invisibleCharacters);
    }
    const catalogue = await env.app.inject({ method: "GET", url: API.publicCourses });
    const names = (catalogue.json() as { name: string }[]).map((c) => c.name);
    expect(names.filter((n) => n.normalize("NFKC").replace(/\s+/g, " ").trim() === "Vedic Math")).toEqual([
      "Vedic Math",
    ]);
  });

  it("stores the normalised form, and keeps the joiners of Hindi conjuncts", async () => {
    const spaced = unique("Ganit");
    expect((await add(`  ${spaced}   Puzzles `)).statusCode).toBeLessThan(300);
    const [row] = await env.db
      .select()
      .from(courses)
      .where(eq(courses.name, `${spaced} Puzzles`));
    expect(row).toBeDefined();
    // क्‍ष: KA, VIRAMA, ZERO WIDTH JOINER, SSA — the half form of a conjunct, written on purpose.
    const hindi = `\u0915\u094d\u200d\u0937\u0947\u0924\u094d\u0930\u092b\u0932 ${unique("")}`;
    const res = await add(hindi);
    expect(res.statusCode, res.body).toBeLessThan(300);
  });

  it("refuses a right-to-left override in a person's name", async () => {
    const superadmin = await signedInAs(env.app, env.db, "superadmin");
    const res = await env.app.inject({
      method: "POST",
      url: API.register,
      headers: { authorization: superadmin.token },
      payload: {
        name: "Asha \u202eamreV",
        email: `${unique("rtl")}@example.test`,
        password: "Hexagonal-Tiling-12",
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldKeys).toEqual({ name: "invisibleCharacters" });
  });
});
