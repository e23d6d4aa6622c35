import { createHmac, createSecretKey, type KeyObject, randomUUID, timingSafeEqual } from "node:crypto";
import { LIMITS, type Role, type TokenClaims } from "@ganit/contracts";
import { SignJWT } from "jose";

/**
 * HS256 session tokens. The algorithm is pinned on both sides, so a token cannot choose its own.
 * `ver` is the user's session version at signing; the session check compares it with the user's
 * current one, so raising the version ends every session signed before. `jti` names this one
 * session, so a logout can end it alone (`ended_sessions`).
 *
 * The key is imported once, as a `KeyObject`. The check runs on every request, so it is node:crypto's
 * HMAC, synchronous: jose's goes through WebCrypto, which imports the key again and queues the HMAC
 * on the thread pool each time (a tenth of a request's CPU under load). jose signs.
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
      const payload = verifiedPayload(token, key);
      if (!payload) return null;
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
    },
  };
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The claims of a compact JWS signed HS256 with this key and not expired (nor used before its `nbf`);
 * null for anything else: another algorithm (`none` too), critical headers, a bad signature, a part
 * that is not strict base64url.
 */
function verifiedPayload(token: string, key: KeyObject): Record<string, unknown> | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [header, body, signature] = parts as [string, string, string];
  const protectedHeader = decodeJson(header);
  if (protectedHeader?.alg !== "HS256" || "crit" in protectedHeader || "b64" in protectedHeader) return null;
  const expected = createHmac("sha256", key).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = decodeJson(body);
  if (!payload) return null;
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== "number" || payload.exp <= now) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== "number" || payload.nbf > now)) return null;
  if (payload.iat !== undefined && typeof payload.iat !== "number") return null;
  return payload;
}
export type SessionTokens = ReturnType<typeof createSessionTokens>;
