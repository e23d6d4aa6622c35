import { API, normalizeUtr } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purchases } from "../../db/schema.ts";
import { startTestEnv, type TestEnv } from "../../test/harness.ts";
import { boughtBy, insertPurchase, makeCourse, nextUtr, schoolWithToken } from "./test-helpers.ts";

/** One payment is claimed once, however its reference is typed. */
let env: TestEnv;
let courseId: string;
beforeAll(async () => {
  env = await startTestEnv({ UPI_PAYEE_ID: "ganit.test@okbank", UPI_PAYEE_NAME: "Ganit Test Payee" });
  courseId = (await makeCourse(env.db, [{ classNumber: 6, pricePerStudent: 100, pricePerSchool: 2000 }])).id;
});
afterAll(() => env?.close());

const buy = async (utrNumber: string) => {
  const school = await schoolWithToken(env.app, env.db);
  return env.app.inject({
    method: "POST",
    url: API.buyForStudents,
    headers: { authorization: school.token },
    payload: {
      utrNumber,
      coursesForStudents: [{ courseId, active: true, classDetails: [{ classNumber: 6, studentLimit: 1 }] }],
    },
  });
};

describe("a UTR and its look-alikes", () => {
  it("154857259679, then 0000154857259679 (as a bank reference): the second is taken", async () => {
    const first = await buy("154857259679");
    expect(first.statusCode, first.body).toBe(201);
    const second = await buy("0000154857259679");
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({ key: "utrTaken", fieldKeys: { utrNumber: "utrTaken" } });
  });

  it("refuses every way of typing one reference again: padding, spaces, dashes, full-width digits", async () => {
    const utr = String(Number(nextUtr()) + 500_000_000_000);
    expect((await buy(utr)).statusCode).toBe(201);
    const fullWidth = [...utr].map((d) => String.fromCharCode(0xff10 + Number(d))).join("");
    for (const typed of [
      `0000${utr}`,
      `000000${utr}`,
      `${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`,
      `${utr.slice(0, 6)}-${utr.slice(6)}`,
      fullWidth,
      ` ${utr} `,
    ]) {
      const res = await buy(typed);
      expect(res.statusCode, `${JSON.stringify(typed)}: ${res.body}`).toBe(409);
    }
  });

  it("a bank reference in any case is one reference; a different one is not taken", async () => {
    expect((await buy("sbin118112345678")).statusCode).toBe(201);
    expect((await buy("SBIN 1181 1234 5678")).statusCode).toBe(409);
    expect((await buy("SBIN118112345679")).statusCode).toBe(201);
  });

  it("finds a padded reference stored before references had one form", async () => {
    const school = await schoolWithToken(env.app, env.db);
    const id = await insertPurchase(env.db, {
      ...boughtBy(school),
      kind: "students",
      status: "pending",
      lines: [{ courseId, classNumber: 6, seats: 1 }],
    });
    await env.db.update(purchases).set({ utrNumber: "0000987654321012" }).where(eq(purchases.id, id));
    expect((await buy("987654321012")).statusCode).toBe(409);
  });

  it("keeps 12 digits of a UPI reference that starts with 0", () => {
    expect(normalizeUtr("012345678901")).toBe("012345678901");
    expect(normalizeUtr("00000012345678901")).toBe("012345678901");
    expect(normalizeUtr("1234567890123456")).toBe("1234567890123456");
    // Too short stays too short: no zeros are added.
    expect(normalizeUtr("12345")).toBe("12345");
  });
});
