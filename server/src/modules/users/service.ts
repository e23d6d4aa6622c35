import { randomInt, randomUUID } from "node:crypto";
import {
  type ChangePasswordRequest,
  type LoginRequest,
  MESSAGES,
  type ProfileResponse,
  type RegisterUserRequest,
  type ResetPasswordRequest,
  type Role,
} from "@ganit/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { passwordTokens, users } from "../../db/schema.ts";
import { conflict, forbidden, HttpError, said, tooManyRequests, unauthorized } from "../../errors.ts";
import { enqueueJob, type JobHandlers } from "../../jobs/jobs.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { schoolOfUser } from "../../plugins/tenancy.ts";
import { findSchoolProfile } from "../schools/service.ts";
import { findStudentProfile } from "../students/service.ts";
import { findTeacherProfile } from "../teachers/service.ts";
import { clearFailures, forgetAttempt, recordAttempt, secondsUntilAllowed } from "./login-throttle.ts";
import { consumeToken, queueResetMail, recentlySentReset } from "./password-links.ts";
import { assertAcceptablePassword, hashPassword, verifyPassword } from "./passwords.ts";
import type { SessionTokens } from "./session-tokens.ts";

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
  /** Omitted for accounts created by someone else: the welcome mail lets the owner set it. */
  password?: string;
};

/** Creates one account. Usernames are unique without regard to case. */
export async function createUser(db: DbOrTx, input: NewUser): Promise<UserRow> {
  const taken = input.username.includes("@")
    ? conflict("emailTaken", "email")
    : conflict("usernameTaken", "username");
  if (await findUserByUsername(db, input.username)) throw taken;
  if (input.password !== undefined) assertAcceptablePassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      username: input.username.trim(),
      email: input.email.trim().toLowerCase(),
      name: input.name.trim(),
      phone: input.phone ?? null,
      role: input.role,
      passwordHash: input.password === undefined ? null : await hashPassword(input.password),
    })
    .returning()
    .catch((error: unknown) => {
      // Two requests for one username can both pass the check above; the unique index decides.
      throw isUniqueViolation(error) ? taken : error;
    });
  if (!user) throw new Error("insert returned no row");
  return user;
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Students get short generated usernames, because brothers and sisters often share a parent's
 * e-mail: up to six letters of the first name and four digits ("asha4821"), retried until unused.
 */
export async function generateStudentUsername(db: DbOrTx, name: string): Promise<string> {
  const stem =
    name
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z ]/g, "")
      .trim()
      .split(/\s+/)[0]
      ?.slice(0, 6) || "student";
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = `${stem}${randomInt(1000, 10000)}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  return `${stem}${randomInt(100000, 1000000)}`;
}

export function createUsersService(ctx: AppContext, tokens: SessionTokens) {
  const { db } = ctx.database;

  return {
    /** Turns a token into the current user; a held or deleted account's token stops working at once. */
    async resolveSession(token: string): Promise<SessionUser> {
      const claims = await tokens.verify(token);
      if (!claims) throw unauthorized("sessionInvalid");
      const user = await findUserById(db, claims.sub);
      if (!user) throw unauthorized("sessionInvalid");
      if (user.status !== "active") throw forbidden("accountOnHold");
      return {
        id: user.id,
        role: user.role,
        name: user.name,
        username: user.username,
        email: user.email,
        schoolId: await schoolOfUser(db, user),
      };
    },

    async login(input: LoginRequest, ip: string) {
      const attempt = await recordAttempt(db, input.username, ip);
      const wait = await secondsUntilAllowed(db, input.username, ip, attempt);
      if (wait > 0) {
        await forgetAttempt(db, attempt);
        throw tooManyRequests("tooManyAttempts", wait);
      }
      const user = await findUserByUsername(db, input.username);
      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !valid) throw unauthorized("loginFailed"); // the attempt stays as a failure
      if (user.status !== "active") {
        await forgetAttempt(db, attempt);
        throw forbidden("accountOnHold");
      }
      await clearFailures(db, input.username, ip);
      return { token: await tokens.sign(user), email: user.email };
    },

    /**
     * Same answer, and the same work, whether or not the user exists: the request only queues a job.
     * The job (any process, after the commit) finds the user and queues the mail.
     */
    async forgotPassword(username: string) {
      await enqueueJob(db, "passwordReset", { username: username.trim() });
      ctx.worker.kick();
      return said("forgotPasswordSent");
    },

    jobHandlers: {
      async passwordReset(tx, { username }) {
        const user = await findUserByUsername(tx, username);
        if (!user || user.status !== "active" || (await recentlySentReset(tx, user.id))) return;
        await queueResetMail(tx, ctx.config.appUrl, user);
      },
    } satisfies Pick<JobHandlers, "passwordReset">,

    async resetPassword(input: ResetPasswordRequest) {
      assertAcceptablePassword(input.password);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const user = await findUserByUsername(tx, input.username);
        const emailMatches = user && user.email.toLowerCase() === input.email.trim().toLowerCase();
        await consumeToken(tx, emailMatches ? user.id : undefined, input.token);
        if (!user) return;
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        // Any other link still out there stops working once the password has changed.
        await tx
          .update(passwordTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordTokens.userId, user.id), isNull(passwordTokens.usedAt)));
      });
      return said("resetSuccess");
    },

    async changePassword(caller: SessionUser, input: ChangePasswordRequest) {
      if (input.username.trim().toLowerCase() !== caller.username.toLowerCase()) {
        throw forbidden("changeOwnPasswordOnly");
      }
      const user = await findUserById(db, caller.id);
      if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new HttpError(400, "currentPasswordWrong");
      }
      assertAcceptablePassword(input.newPassword);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      return said("passwordChanged");
    },

    /** A superadmin creates an admin; the e-mail is the username. */
    async registerAdmin(input: RegisterUserRequest) {
      await createUser(db, { ...input, username: input.email, role: "admin" });
      return said("userRegistered");
    },

    async profile(caller: SessionUser): Promise<ProfileResponse> {
      const user = await findUserById(db, caller.id);
      if (!user) throw unauthorized("sessionInvalid");
      const profile: ProfileResponse = {
        _id: user.id,
        name: user.name,
        email: user.email,
        username: user.username,
        role: user.role,
        phone: user.phone,
      };
      if (user.role === "school") {
        const school = await findSchoolProfile(db, user.id);
        if (school) profile.school = { ...school, phone: user.phone ?? "" };
      }
      if (user.role === "student" || user.role === "studentb2c") {
        profile.student = await findStudentProfile(db, user.id);
      }
      if (user.role === "teacher") {
        const teacher = await findTeacherProfile(db, user.id);
        if (teacher) profile.teacher = { mobile: user.phone ?? "", dob: teacher.dob };
      }
      return profile;
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
