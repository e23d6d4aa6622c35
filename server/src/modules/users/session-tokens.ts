import { createSecretKey, randomUUID } from "node:crypto";
import { LIMITS, type Role, type TokenClaims } from "@ganit/contracts";
import { jwtVerify, SignJWT } from "jose";

/**
 * HS256 session tokens. The algorithm is pinned on both sides, so a token cannot choose its own.
 * `ver` is the user's session version at signing; the session check compares it with the user's
 * current one, so raising the version ends every session signed before. `jti` names this one
 * session, so a logout can end it alone (`ended_sessions`).
 *
 * The key is imported once, as a `KeyObject`: given raw bytes, jose imports the HMAC key again on
 * every signature and every check, which is a tenth of a request's CPU.
 */
export function createSessionTokens(secret: string) {
  const key = createSecretKey(Buffer.from(secret, "utf8"));
  return {
    sign(user: { id: string; role: Role; name: string; sessionVersion: number }): Promise<string> {
      return new SignJWT({ role: user.role, name: user.name, ver: user.sessionVersion })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(user.id)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${LIMITS.sessionHours}h`)
        .sign(key);
    },
    /** The claims of a valid, unexpired token; null for anything else (a token without `ver` too). */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        if (typeof payload.sub !== "string" || typeof payload.exp !== "number") return null;
        if (!Number.isSafeInteger(payload.ver)) return null;
        return {
          sub: payload.sub,
          role: payload.role as Role,
          name: String(payload.name ?? ""),
          ver: payload.ver as number,
          exp: payload.exp,
          ...(typeof payload.jti === "string" ? { jti: payload.jti } : {}),
        };
      } catch {
        return null;
      }
    },
  };
}
export type SessionTokens = ReturnType<typeof createSessionTokens>;
