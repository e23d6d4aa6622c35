import { randomInt, randomUUID } from "node:crypto";
import type { Role } from "@ganit/contracts";
import { eq, inArray, or, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../audit/audit.ts";
import type { DbOrTx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { schools, students, teachers, users } from "../../db/schema.ts";
import { conflict, HttpError } from "../../errors.ts";
import { hashPassword, isArgon2idHash, passwordLengthProblem } from "./passwords.ts";

/**
 * Accounts as rows: finding, creating (audited), ending their sessions, and the generated usernames
 * of students. Other modules create and find accounts through these; the HTTP flows are in service.ts.
 */
export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return user;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export type NewUser = {
  username: string;
  email: string;
  name: string;
  phone?: string | null;
  role: Role;
} & (
  | {
      /** Omitted for accounts created by someone else: the welcome mail lets the owner set it. */
      password?: string;
      passwordHash?: undefined;
    }
  | {
      password?: undefined;
      /**
       * A hash hashPassword made already: one password for many accounts (the demo's, the tests'),
       * hashed once instead of once an account.
       */
      passwordHash: string;
    }
);

/** Who creates an account, for the audit trail: a signed-in user, or nobody (bootstrap, demo, CLI). */
export type CreatedBy = { actor: AuditActor | null; ip?: string | null };

/**
 * Creates one account and its `user.created` audit event, together (a transaction, or a savepoint
 * inside the caller's transaction: a rolled-back import leaves neither). Usernames are unique without
 * regard to case. The password is hashed before the transaction opens, so no transaction of ours
 * waits on argon2 — unless the caller's own transaction is open around this call.
 */
export async function createUser(
  db: DbOrTx,
  input: NewUser,
  by: CreatedBy = { actor: null },
): Promise<UserRow> {
  const taken = input.username.includes("@")
    ? conflict("emailTaken", "email")
    : conflict("usernameTaken", "username");
  if (await findUserByUsername(db, input.username)) throw taken;
  // Only the length here: whoever lets a person choose the password checks how guessable it is
  // first (assertAcceptablePassword); demo data and tests set theirs directly.
  const lengthProblem = input.password === undefined ? null : passwordLengthProblem(input.password);
  if (lengthProblem) throw new HttpError(400, lengthProblem, { fields: { password: lengthProblem } });
  if (
    input.passwordHash !== undefined &&
    (input.password !== undefined || !isArgon2idHash(input.passwordHash))
  )
    throw new Error("createUser takes a password or an argon2id hash made by hashPassword, not both");
  const passwordHash =
    input.passwordHash ?? (input.password === undefined ? null : await hashPassword(input.password));
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        id: randomUUID(),
        username: input.username.trim(),
        email: input.email.trim().toLowerCase(),
        name: input.name.trim(),
        phone: input.phone ?? null,
        role: input.role,
        passwordHash,
      })
      .returning()
      .catch((error: unknown) => {
        // Two requests for one username can both pass the check above; the unique index decides.
        throw isUniqueViolation(error) ? taken : error;
      });
    if (!user) throw new Error("insert returned no row");
    await recordAudit(tx, {
      action: "user.created",
      actor: by.actor,
      target: { type: "user", id: user.id },
      ip: by.ip ?? null,
      detail: { role: user.role, username: user.username },
    });
    return user;
  });
}

/**
 * The account a public registration form makes (a school's, an individual learner's): its e-mail, in
 * lower case, is its username; nobody signed in made it; it has no password until its owner sets one
 * from the welcome mail.
 */
export const createRegisteredAccount = (
  tx: DbOrTx,
  input: { email: string; name: string; phone: string },
  role: "school" | "studentb2c",
  ip: string,
) => {
  const email = input.email.toLowerCase();
  return createUser(
    tx,
    { username: email, email, name: input.name, phone: input.phone, role },
    { actor: null, ip },
  );
};

/**
 * Ends every open session of a user at once, on every process: tokens carry the session version
 * they were signed at. Call it in the transaction that changes the password, the status or the
 * account. Returns the new version, to sign a fresh token with.
 */
export async function endSessions(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? 0;
}

/**
 * Ends every open session of a school's people at once — its account, its teachers, its students —
 * in one statement, in the caller's transaction (a school put on hold or blocked). Returns how many
 * accounts it signed out.
 */
export async function endSessionsOfSchool(db: DbOrTx, schoolId: string): Promise<number> {
  const rows = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(
      or(
        inArray(users.id, db.select({ id: schools.userId }).from(schools).where(eq(schools.id, schoolId))),
        inArray(
          users.id,
          db.select({ id: teachers.userId }).from(teachers).where(eq(teachers.schoolId, schoolId)),
        ),
        inArray(
          users.id,
          db.select({ id: students.userId }).from(students).where(eq(students.schoolId, schoolId)),
        ),
      ),
    )
    .returning({ id: users.id });
  return rows.length;
}

/**
 * Holds or activates an account, in the caller's transaction. A hold ends every open session at once;
 * coming back does not revive them (the version rises either way, as it always has).
 */
export async function setAccountStatus(db: DbOrTx, userId: string, status: "active" | "hold"): Promise<void> {
  await db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
  await endSessions(db, userId);
}

/**
 * Deletes an account, in the caller's transaction. What hangs on it goes with it (its role row, its
 * tokens; a student's enrolments and progress) by the schema's cascades; its audit trail stays.
 */
export async function deleteAccount(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** Changes an account's name and, when given, its e-mail (lower-cased) and phone. */
export async function updateContact(
  db: DbOrTx,
  userId: string,
  contact: { name: string; email?: string | undefined; phone?: string | null | undefined },
): Promise<void> {
  await db
    .update(users)
    .set({
      name: contact.name,
      ...(contact.email !== undefined ? { email: contact.email.toLowerCase() } : {}),
      ...(contact.phone !== undefined ? { phone: contact.phone } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** The letters a student's username starts with: up to six of the first name ("asha"). */
export function usernameStem(name: string): string {
  return (
    name
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z ]/g, "")
      .trim()
      .split(/\s+/)[0]
      ?.slice(0, 6) || "student"
  );
}

/**
 * Students get short generated usernames, because brothers and sisters often share a parent's
 * e-mail: up to six letters of the first name and four digits ("asha4821"), retried until unused.
 * An upload makes thousands at once, set-wise: see `generateUsernamesSetWise` in bulk-accounts.ts.
 */
export async function generateStudentUsername(db: DbOrTx, name: string): Promise<string> {
  const stem = usernameStem(name);
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = `${stem}${randomInt(1000, 10000)}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  return `${stem}${randomInt(100000, 1000000)}`;
}
