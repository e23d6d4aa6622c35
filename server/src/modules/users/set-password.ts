import { and, eq, isNull } from "drizzle-orm";
import { actorOf, recordAudit } from "../../audit/audit.ts";
import type { Tx } from "../../db/client.ts";
import { passwordTokens, users } from "../../db/schema.ts";
import { endSessions, type UserRow } from "./accounts.ts";
import { clearFailures } from "./login-throttle.ts";

/**
 * A new password, in the caller's transaction: every session of the account ends (whoever knew the
 * old password is out), every other open link stops working, this IP's sign-in brake on the username
 * lifts so the new password works at once, and the trail records it. Returns the new session version.
 */
export async function setPassword(
  tx: Tx,
  user: UserRow,
  passwordHash: string,
  ip: string,
  audit: {
    action: "auth.password.reset" | "auth.password.changed" | "auth.first_signin";
    detail?: Record<string, unknown>;
  },
): Promise<number> {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
  const sessionVersion = await endSessions(tx, user.id);
  await tx
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordTokens.userId, user.id), isNull(passwordTokens.usedAt)));
  await clearFailures(tx, user.username, ip);
  await recordAudit(tx, { ...audit, actor: actorOf(user), target: { type: "user", id: user.id }, ip });
  return sessionVersion;
}
