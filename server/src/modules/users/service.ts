import {
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  LIMITS,
  type LoginRequest,
  mobileNumber,
  type ProfileResponse,
  type RegisterUserRequest,
  type ResetPasswordRequest,
} from "@ganit/contracts";
import { and, eq, gt, sql } from "drizzle-orm";
import { actorOf, recordAudit } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { auditEvents } from "../../db/schema.ts";
import { forbidden, HttpError, said, tooManyRequests, unauthorized } from "../../errors.ts";
import { enqueueJob, type JobHandlers } from "../../jobs/jobs.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { enforceLimit } from "../../plugins/throttle.ts";
import { createUser, findUserById, findUserByUsername, type UserRow } from "./accounts.ts";
import { createFirstSignIn } from "./first-signin.ts";
import {
  type Brake,
  brakeOn,
  clearFailures,
  forgetAttempt,
  recordAttempt,
  signInGate,
} from "./login-throttle.ts";
import { consumeToken, queueResetMail, recentlySentReset } from "./password-links.ts";
import { assertAcceptablePassword, hashPassword, verifyPassword } from "./passwords.ts";
import { openSchoolOf, refuseClosedSchool } from "./school-standing.ts";
import { prepareSessionCheck } from "./session-check.ts";
import type { SessionTokens } from "./session-tokens.ts";
import { setPassword } from "./set-password.ts";
import { queueWelcomeMails } from "./welcome-mails.ts";

const userTarget = (id: string) => ({ type: "user" as const, id });

/** A refused sign-in is written down at most once a minute per IP and username: a flood stays small. */
const THROTTLE_AUDIT_EVERY_SECONDS = 60;

/**
 * What the profile shows of a role's own row (the school's details, a student's class, a teacher's
 * date of birth). Those rows belong to the schools, students and teachers modules, which build on
 * accounts: app.ts passes their readers in, so this module never imports them (no import loop).
 */
export type RoleProfiles = {
  school(
    db: DbOrTx,
    userId: string,
  ): Promise<Omit<NonNullable<ProfileResponse["school"]>, "phone"> | undefined>;
  student(db: DbOrTx, userId: string): Promise<ProfileResponse["student"]>;
  teacher(db: DbOrTx, userId: string): Promise<{ dob: string | null } | undefined>;
};

export function createUsersService(ctx: AppContext, tokens: SessionTokens, roleProfiles: RoleProfiles) {
  const { db } = ctx.database;
  const firstSignIn = createFirstSignIn(ctx, tokens);
  const sessionCheck = prepareSessionCheck(db);

  /** Records a sign-in refused by a brake, unless the same one was recorded a moment ago. */
  async function auditThrottled(username: string, ip: string, brake: Brake, user: UserRow | undefined) {
    const [recent] = await db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, "auth.login.throttled"),
          gt(auditEvents.at, sql`now() - make_interval(secs => ${THROTTLE_AUDIT_EVERY_SECONDS})`),
          eq(auditEvents.ip, ip),
          brake.scope === "user" ? sql`${auditEvents.detail}->>'username' = ${username}` : undefined,
        ),
      )
      .limit(1);
    if (recent) return;
    await recordAudit(db, {
      action: "auth.login.throttled",
      actor: null,
      target: user ? userTarget(user.id) : undefined,
      ip,
      detail: { username, scope: brake.scope, retryAfterSeconds: brake.seconds },
    });
  }

  /**
   * Checks a password as a sign-in attempt of `username` from `ip`, under both brakes: 429 when one
   * holds it back, otherwise the user when the password is right, null when it is wrong (the attempt
   * then stays as a failure and is recorded). `attempt` is the attempt's row, for the caller to take
   * back or clear.
   */
  async function checkSignIn(
    rawUsername: string,
    ip: string,
    password: string,
    during: "signIn" | "changePassword",
  ): Promise<{ user: UserRow | null; attempt: number }> {
    const username = rawUsername.trim().toLowerCase();
    return signInGate.run(async () => {
      const attempt = await recordAttempt(db, username, ip);
      const brake = await brakeOn(db, username, ip, attempt);
      const user = await findUserByUsername(db, username);
      if (brake) {
        await forgetAttempt(db, attempt);
        await auditThrottled(username, ip, brake, user);
        throw tooManyRequests("tooManyAttempts", brake.seconds);
      }
      const valid = await verifyPassword(user?.passwordHash ?? null, password);
      if (user && valid) return { user, attempt };
      await recordAudit(db, {
        action: "auth.login.failed",
        actor: null,
        target: user ? userTarget(user.id) : undefined,
        ip,
        detail: { username, reason: "wrongPassword", ...(during === "signIn" ? {} : { during }) },
      });
      return { user: null, attempt };
    });
  }

  /** The refusal of a user whose school is on hold or blocked; null when the school is open (or none). */
  async function schoolClosed(user: UserRow): Promise<HttpError | null> {
    try {
      await openSchoolOf(db, user);
      return null;
    } catch (error) {
      if (error instanceof HttpError) return error;
      throw error;
    }
  }

  return {
    firstSignIn,
    /**
     * Turns a token into the current user. A held or deleted account's token stops working at once,
     * and so does a token signed before the user's session version was last raised (a password
     * reset or change, a hold). Hold is checked first, so a held user's token says so.
     */
    async resolveSession(token: string): Promise<SessionUser> {
      const claims = await tokens.verify(token);
      if (!claims) throw unauthorized("sessionInvalid");
      // One statement: the user, whether this session was ended, the school's standing (session-check.ts).
      const [user] = await sessionCheck.execute({ sub: claims.sub, jti: claims.jti ?? null });
      if (!user) throw unauthorized("sessionInvalid");
      if (user.status !== "active") throw forbidden("accountOnHold");
      // A school on hold or blocked: its people hear why (its hold also raised their versions).
      refuseClosedSchool(user.schoolStatus);
      if (claims.ver !== user.sessionVersion || user.ended) throw unauthorized("sessionInvalid");
      return {
        id: user.id,
        role: user.role,
        name: user.name,
        username: user.username,
        email: user.email,
        schoolId: user.schoolId,
        studentId: user.studentId,
        catalogueVersion: user.catalogueVersion,
      };
    },

    /**
     * 401 for a wrong password or an unknown user (and it counts as a failure); 403 for an account
     * on hold, but only to the right password, so a guesser learns nothing about holds; 429 braked.
     */
    async login(request: LoginRequest, ip: string) {
      // A parent without an e-mail signs in with their number, typed as they like ("+91 98765-43210",
      // in Devanagari digits): it is looked up as stored, 10 digits (docs/adr/0734). No other
      // username is a mobile number (students' start with letters; staff's are e-mails).
      const input = { ...request, username: mobileNumber(request.username) ?? request.username };
      const username = input.username.trim().toLowerCase();
      const { user, attempt } = await checkSignIn(input.username, ip, input.password, "signIn");
      if (!user) {
        await firstSignIn.answerCodeAtLogin(input.username, input.password, attempt); // 409 for a live code
        throw unauthorized("loginFailed"); // the attempt stays as a failure
      }
      const refusal = user.status !== "active" ? forbidden("accountOnHold") : await schoolClosed(user);
      if (refusal) {
        await db.transaction(async (tx) => {
          await forgetAttempt(tx, attempt);
          await recordAudit(tx, {
            action: "auth.login.failed",
            actor: null,
            target: userTarget(user.id),
            ip,
            detail: { username, reason: refusal.key },
          });
        });
        throw refusal;
      }
      await db.transaction(async (tx) => {
        await clearFailures(tx, username, ip);
        await recordAudit(tx, {
          action: "auth.login.succeeded",
          actor: actorOf(user),
          target: userTarget(user.id),
          ip,
          detail: { username },
        });
      });
      return { token: await tokens.sign(user), email: user.email };
    },

    /**
     * Same answer, and the same work, whether or not the user exists: the request only queues a job.
     * The job (any process, after the commit) finds the user and queues the mail. At most
     * LIMITS.forgotPasswordPerIp requests per IP in the window, so the form cannot be used to
     * flood the outbox or to probe usernames in bulk.
     */
    async forgotPassword(username: string, ip: string) {
      await enforceLimit(
        db,
        "forgotPassword",
        ip,
        LIMITS.forgotPasswordPerIp,
        LIMITS.forgotPasswordWindowMinutes,
      );
      // A number is looked up as stored, as at sign-in (a phone-only parent: nothing is mailed).
      await enqueueJob(db, "passwordReset", { username: mobileNumber(username) ?? username.trim(), ip });
      ctx.worker.kick();
      return said("forgotPasswordSent");
    },

    jobHandlers: {
      welcomeMails: queueWelcomeMails,
      async passwordReset(tx, { username, ip }) {
        const user = await findUserByUsername(tx, username);
        const outcome = !user
          ? "unknownUser"
          : user.status !== "active"
            ? "accountOnHold"
            : user.email === "" // a parent who signed up with only a number: the school office helps
              ? "noEmail"
              : (await recentlySentReset(tx, user.id))
                ? "alreadySent"
                : "mailed";
        if (user && outcome === "mailed") await queueResetMail(tx, ctx.config.appUrl, user);
        await recordAudit(tx, {
          action: "auth.password.reset_requested",
          actor: null,
          target: user ? userTarget(user.id) : undefined,
          ip: ip ?? null,
          detail: { username: username.toLowerCase(), outcome },
        });
      },
    } satisfies Pick<JobHandlers, "passwordReset" | "welcomeMails">,

    /**
     * Sets a password with a mailed link. Ends every session of the account (whoever knew the old
     * password is out), voids every other open link, and lifts this IP's sign-in brake on the
     * username, so the new password works at once.
     */
    async resetPassword(input: ResetPasswordRequest, ip: string) {
      assertAcceptablePassword(input.password, "password", { username: input.username, email: input.email });
      const passwordHash = await hashPassword(input.password);
      const purpose = await db.transaction(async (tx) => {
        const user = await findUserByUsername(tx, input.username);
        const emailMatches = user && user.email.toLowerCase() === input.email.trim().toLowerCase();
        const used = await consumeToken(tx, emailMatches ? user.id : undefined, input.token);
        if (!user) return used;
        await setPassword(tx, user, passwordHash, ip, {
          action: "auth.password.reset",
          detail: { purpose: used },
        });
        return used;
      });
      // A welcome link or a sheet's code set the account's first password: say so, not "reset".
      return said(purpose === "reset" ? "resetSuccess" : "passwordSetSuccess");
    },

    /**
     * Changes the caller's own password. A wrong current password counts as a failed sign-in of that
     * username from that IP (the same brakes). Every session of the account ends, this one too; the
     * answer carries a fresh token for this one.
     */
    async changePassword(
      caller: SessionUser,
      input: ChangePasswordRequest,
      ip: string,
    ): Promise<ChangePasswordResponse> {
      if (input.username.trim().toLowerCase() !== caller.username.toLowerCase()) {
        throw forbidden("changeOwnPasswordOnly");
      }
      assertAcceptablePassword(input.newPassword, "newPassword", caller);
      const { user } = await checkSignIn(caller.username, ip, input.currentPassword, "changePassword");
      if (!user || user.id !== caller.id) {
        throw new HttpError(400, "currentPasswordWrong", {
          fields: { currentPassword: "currentPasswordWrong" },
        });
      }
      const passwordHash = await hashPassword(input.newPassword);
      const sessionVersion = await db.transaction((tx) =>
        setPassword(tx, user, passwordHash, ip, { action: "auth.password.changed" }),
      );
      return { ...said("passwordChanged"), token: await tokens.sign({ ...user, sessionVersion }) };
    },

    /** A superadmin creates an admin; the e-mail is the username. */
    async registerAdmin(caller: SessionUser, input: RegisterUserRequest, ip: string) {
      assertAcceptablePassword(input.password, "password", { username: input.email, email: input.email });
      await createUser(
        db,
        { ...input, username: input.email, role: "admin" },
        { actor: actorOf(caller), ip },
      );
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
        const school = await roleProfiles.school(db, user.id);
        if (school) profile.school = { ...school, phone: user.phone ?? "" };
      }
      if (user.role === "student" || user.role === "studentb2c") {
        profile.student = await roleProfiles.student(db, user.id);
      }
      if (user.role === "teacher") {
        const teacher = await roleProfiles.teacher(db, user.id);
        if (teacher) profile.teacher = { mobile: user.phone ?? "", dob: teacher.dob };
      }
      return profile;
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
