import { usersApi } from "@ganit/contracts";
import { lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { recordAudit } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import { endedSessions } from "../../db/schema.ts";
import { said, unauthorized } from "../../errors.ts";
import { type SessionUser, tokenFromHeader } from "../../plugins/auth.ts";
import { serve } from "../../plugins/routes.ts";
import { endSessions } from "./accounts.ts";
import type { SessionTokens } from "./session-tokens.ts";

/**
 * Signing out on the server. A session is a token; ending one keeps its id (`jti`) in
 * `ended_sessions` until it would have expired anyway, and the session check on every request, on
 * every process, looks there. Ending all of a user's sessions raises their session version.
 */
export function createSignOut(ctx: AppContext, tokens: SessionTokens) {
  const { db } = ctx.database;
  return {
    /** Ends this token's session. A token from before sessions had ids cannot end alone: all end. */
    async logout(caller: SessionUser, token: string, ip: string) {
      const claims = await tokens.verify(token);
      if (!claims || claims.sub !== caller.id) throw unauthorized("sessionInvalid");
      await db.transaction(async (tx) => {
        // Keep the table small: an expired token is refused anyway.
        await tx.delete(endedSessions).where(lt(endedSessions.expiresAt, sql`now()`));
        if (!claims.jti) await endSessions(tx, caller.id);
        else
          await tx
            .insert(endedSessions)
            .values({ jti: claims.jti, userId: caller.id, expiresAt: new Date(claims.exp * 1000) })
            .onConflictDoNothing();
        // The trail shows when a session ended on purpose (a shared computer signed out, or not).
        await recordAudit(tx, {
          action: "auth.logout",
          actor: { id: caller.id, role: caller.role, schoolId: caller.schoolId ?? null },
          target: { type: "user", id: caller.id },
          ip,
        });
      });
      return said("signedOut");
    },

    /** "Sign out everywhere": every session of the caller ends, this one too, and the trail records it. */
    async logoutEverywhere(caller: SessionUser, ip: string) {
      await db.transaction(async (tx) => {
        await endSessions(tx, caller.id);
        await recordAudit(tx, {
          action: "auth.sessions_ended",
          actor: { id: caller.id, role: caller.role },
          target: { type: "user", id: caller.id },
          ip,
        });
      });
      return said("signedOutEverywhere");
    },
  };
}
export type SignOut = ReturnType<typeof createSignOut>;

export function registerSignOutRoutes(app: FastifyInstance, signOut: SignOut) {
  serve(app, usersApi.logout, ({ user, req, meta }) =>
    signOut.logout(user, tokenFromHeader(req.headers.authorization) ?? "", meta.ip),
  );
  serve(app, usersApi.logoutEverywhere, ({ user, meta }) => signOut.logoutEverywhere(user, meta.ip));
}
