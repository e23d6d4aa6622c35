import {
  type FirstSignInRequest,
  type LoginResponse,
  looksLikeOneTimeCode,
  normaliseOneTimeCode,
  usersApi,
} from "@ganit/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { recordAudit } from "../../audit/audit.ts";
import { sha256 } from "../../bulk/sql.ts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { passwordTokens } from "../../db/schema.ts";
import { badRequest, forbidden, HttpError, tooManyRequests, unauthorized } from "../../errors.ts";
import { serve } from "../../plugins/routes.ts";
import { findUserByUsername, type UserRow } from "./accounts.ts";
import { brakeOn, forgetAttempt, recordAttempt, signInGate } from "./login-throttle.ts";
import { assertAcceptablePassword, hashPassword } from "./passwords.ts";
import { openSchoolOf } from "./school-standing.ts";
import type { SessionTokens } from "./session-tokens.ts";
import { setPassword } from "./set-password.ts";

/**
 * First sign-in with a credentials sheet's one-time code (docs/adr/0125-one-time-codes.md).
 * The code is 60 random bits from the server, so a fast SHA-256 is enough to store it (argon2 would
 * make a 5,000-row upload take over a minute); guessing is stopped by the sign-in brakes, which count
 * every wrong code as a failed sign-in, and by the expiry (LIMITS.oneTimeCodeDays).
 *
 * 1. POST /api/user/login with the username and the code as the password answers 409
 *    `firstSignInRequired` (no token) when the code is live; a wrong one is an ordinary failure.
 * 2. POST /api/user/first-signin {username, code, newPassword} sets the password, uses the code up,
 *    ends any other session and signs in.
 */
type CodeRow = typeof passwordTokens.$inferSelect;

async function unusedCode(db: DbOrTx, userId: string, code: string): Promise<CodeRow | undefined> {
  if (!looksLikeOneTimeCode(code)) return undefined;
  const [row] = await db
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, sha256(normaliseOneTimeCode(code))),
        eq(passwordTokens.purpose, "first_signin"),
        eq(passwordTokens.userId, userId),
        isNull(passwordTokens.usedAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * What a live code opens to: an active account of an open school (a held one, or one whose school is
 * on hold or blocked, hears so), before its code expires.
 */
async function assertUsable(db: DbOrTx, user: UserRow, row: CodeRow) {
  if (user.status !== "active") throw forbidden("accountOnHold");
  await openSchoolOf(db, user);
  if (row.expiresAt.getTime() <= Date.now()) throw badRequest("oneTimeCodeExpired");
}

export function createFirstSignIn(ctx: AppContext, tokens: SessionTokens) {
  const { db } = ctx.database;
  return {
    /**
     * Called by the login after a wrong password: if it was the user's live one-time code, the
     * attempt is not a failure, and the answer is 409 `firstSignInRequired`. Otherwise it returns and
     * the login refuses as usual.
     */
    async answerCodeAtLogin(rawUsername: string, password: string, attempt: number): Promise<void> {
      if (!looksLikeOneTimeCode(password)) return;
      const user = await findUserByUsername(db, rawUsername);
      const row = user && (await unusedCode(db, user.id, password));
      if (!user || !row) return;
      await forgetAttempt(db, attempt);
      await assertUsable(db, user, row);
      throw new HttpError(409, "firstSignInRequired");
    },

    async complete(input: FirstSignInRequest, ip: string): Promise<LoginResponse> {
      // Worded for a child: most who sign in with a one-time code are pupils.
      assertAcceptablePassword(
        input.newPassword,
        "newPassword",
        { username: input.username },
        { forChild: true },
      );
      const username = input.username.trim().toLowerCase();
      const { user, row } = await signInGate.run(async () => {
        const attempt = await recordAttempt(db, username, ip);
        const brake = await brakeOn(db, username, ip, attempt);
        if (brake) {
          await forgetAttempt(db, attempt);
          throw tooManyRequests("tooManyAttempts", brake.seconds);
        }
        const found = await findUserByUsername(db, username);
        const code = found && (await unusedCode(db, found.id, input.code));
        if (!found || !code) {
          // A wrong code stays a failed sign-in of this username from this IP: the same brakes.
          await recordAudit(db, {
            action: "auth.login.failed",
            actor: null,
            target: found ? { type: "user", id: found.id } : undefined,
            ip,
            detail: { username, reason: "wrongOneTimeCode" },
          });
          throw unauthorized("loginFailed");
        }
        await forgetAttempt(db, attempt);
        await assertUsable(db, found, code);
        return { user: found, row: code };
      });
      const passwordHash = await hashPassword(input.newPassword);
      const sessionVersion = await db.transaction(async (tx) => {
        // Only one request can take the code, even two at the same moment.
        const taken = await tx
          .update(passwordTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordTokens.id, row.id), isNull(passwordTokens.usedAt)))
          .returning({ id: passwordTokens.id });
        if (taken.length === 0) throw unauthorized("loginFailed");
        return setPassword(tx, user, passwordHash, ip, { action: "auth.first_signin", detail: { username } });
      });
      return { token: await tokens.sign({ ...user, sessionVersion }), email: user.email };
    },
  };
}
export type FirstSignIn = ReturnType<typeof createFirstSignIn>;

export function registerFirstSignInRoute(app: FastifyInstance, firstSignIn: FirstSignIn) {
  serve(app, usersApi.firstSignIn, ({ body, meta }) => firstSignIn.complete(body, meta.ip));
}
