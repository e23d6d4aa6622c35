import { randomBytes } from "node:crypto";
import { API, type Role } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { DbOrTx } from "../db/client.ts";
import { insertSchool } from "../modules/schools/service.ts";
import { createUser, generateStudentUsername, type UserRow } from "../modules/users/accounts.ts";
import { hashPassword } from "../modules/users/passwords.ts";

/** The password every factory-made account has (long enough, not a common one). */
export const TEST_PASSWORD = "Parabola-Hexagon-42";

/**
 * TEST_PASSWORD's argon2id hash, made once a worker by the product's own hashPassword: a factory's
 * account then costs no hash of its own (a sign-in still checks the password against it). A test of
 * setting a password sets it through the routes, which hash it themselves.
 */
let testPasswordHash: Promise<string> | undefined;
const hashedTestPassword = () => (testPasswordHash ??= hashPassword(TEST_PASSWORD));

let sequence = 0;
/** A name no other test in this run uses: tests in a file share one database. */
export function unique(prefix = "user"): string {
  sequence += 1;
  return `${prefix}${sequence}${randomBytes(3).toString("hex")}`;
}

export type TestUser = { user: UserRow; username: string; password: string };

/**
 * An account made through the users service, as the product's screens make them: e-mail as username,
 * except students, who get a generated one.
 */
export async function createTestUser(
  db: DbOrTx,
  options: { role?: Role; name?: string; email?: string; username?: string; phone?: string | null } = {},
): Promise<TestUser> {
  const role = options.role ?? "admin";
  const email = options.email ?? `${unique(role)}@example.test`;
  const name = options.name ?? `Test ${role}`;
  const username = options.username ?? (role === "student" ? await generateStudentUsername(db, name) : email);
  const user = await createUser(db, {
    role,
    username,
    email,
    name,
    phone: options.phone === undefined ? "9876543210" : options.phone,
    passwordHash: await hashedTestPassword(),
  });
  return { user, username, password: TEST_PASSWORD };
}

/** A school account with its school row, for students and teachers to belong to. */
export async function createTestSchool(db: DbOrTx) {
  const account = await createTestUser(db, { role: "school", name: "Test School" });
  const school = await insertSchool(db, account.user.id, {
    udiscCode: unique("udisc"),
    address: "1 Test Road",
    city: "Pune",
    district: "Pune",
    state: "Maharashtra",
    pincode: "411001",
  });
  return { ...account, school };
}

/** Signs in through POST /api/user/login and returns the token; fails the test on anything but 200. */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string = TEST_PASSWORD,
): Promise<string> {
  const res = await app.inject({ method: "POST", url: API.login, payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} → ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** A fresh account of a role and its session token. */
export async function signedInAs(app: FastifyInstance, db: DbOrTx, role: Role) {
  const account = await createTestUser(db, { role });
  return { ...account, token: await login(app, account.username, account.password) };
}
