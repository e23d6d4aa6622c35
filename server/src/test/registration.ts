import type { PgTable } from "drizzle-orm/pg-core";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { DbOrTx } from "../db/client.ts";
import { unique } from "./factories.ts";
import type { TestEnv } from "./harness.ts";

/**
 * Posts a sign-up form to `url`. Registration is limited per IP: each request of the file comes from
 * an address of its own under `prefix` (a prefix per file, e.g. "10.60"), unless one is given.
 */
export function registrar(env: TestEnv, url: string, prefix: string) {
  let address = 0;
  return (payload: object, remoteAddress = `${prefix}.${Math.floor(++address / 250)}.${address % 250}`) =>
    env.app.inject({ method: "POST", url, payload, remoteAddress });
}

/** A refused sign-up: the form's changes, the field the refusal stands under, and its message key. */
export type FieldRefusal = [overrides: Record<string, unknown>, field: string, key: string];

/**
 * Posts `form(overrides)` for each case and expects 400 with the key under its field; the changes
 * name the case that failed.
 */
export async function expectFieldRefusals(
  register: (payload: object) => Promise<LightMyRequestResponse>,
  form: (overrides: Record<string, unknown>) => object,
  cases: FieldRefusal[],
) {
  for (const [overrides, field, key] of cases) {
    const res = await register(form(overrides));
    const label = JSON.stringify(overrides);
    expect(res.statusCode, label).toBe(400);
    expect(res.json().fieldKeys?.[field], label).toBe(key);
  }
}

/** How many rows each named table holds: a refused request must leave every count as it was. */
export async function countRows<K extends string>(db: DbOrTx, tables: Record<K, PgTable>) {
  const counted = {} as Record<K, number>;
  for (const [name, table] of Object.entries(tables) as [K, PgTable][]) {
    counted[name] = (await db.select().from(table)).length;
  }
  return counted;
}

/** A valid school sign-up form with this UDISE code and a fresh e-mail; `overrides` changes or removes fields. */
export const schoolForm = (udiscCode: string, overrides: Record<string, unknown> = {}) => ({
  name: "Sunrise Public School",
  udiscCode,
  state: "Karnataka",
  district: "Mysuru",
  city: "Mysuru",
  address: "12 Temple Road, Saraswathipuram",
  pincode: "570009",
  phone: "9876543210",
  email: `${unique("office")}@sunrise.example`,
  acceptTerms: true,
  ...overrides,
});

/** A valid learner sign-up form with a fresh e-mail; `overrides` changes or removes fields. */
export const learnerForm = (overrides: Record<string, unknown> = {}) => ({
  name: "Meera Iyer",
  email: `${unique("meera")}@family.example`,
  phone: "9812345678",
  Class: 6,
  fathername: "Ravi Iyer",
  dob: "2014-08-15",
  guardianName: "Ravi Iyer",
  guardianConsent: true,
  guardianEmail: `${unique("ravi")}@parents.example`,
  ...overrides,
});
