import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The weekly summary's stop link (docs/adr/0671): `<user id>.<HMAC>`, signed with the server's
 * secret for this one purpose, so it stops one parent's summary and does nothing else. It never
 * expires (an old mail's link still stops it); stopping twice is harmless.
 */
const PURPOSE = "parent-summary-stop";

const signature = (secret: string, userId: string) =>
  createHmac("sha256", secret).update(`${PURPOSE}:${userId}`).digest("base64url");

export const stopToken = (secret: string, userId: string) =>
  `${Buffer.from(userId).toString("base64url")}.${signature(secret, userId)}`;

/** The parent a stop token names, or null for one the server did not sign. */
export function parentOfStopToken(secret: string, token: string): string | null {
  const [encoded, given] = token.split(".");
  if (!encoded || !given || token.split(".").length !== 2) return null;
  const userId = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(signature(secret, userId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? userId : null;
}
