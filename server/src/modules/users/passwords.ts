import { LIMITS, type MessageKey } from "@ganit/contracts";
import { hash, verify } from "@node-rs/argon2";
import { HttpError } from "../../errors.ts";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

/** OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** The message of the first password rule that fails, or null when the password is acceptable. */
export function passwordProblem(password: string): MessageKey | null {
  if (password.length < LIMITS.passwordMin) return "passwordTooShort";
  if (password.length > LIMITS.passwordMax) return "passwordTooLong";
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return "passwordTooCommon";
  return null;
}

export function assertAcceptablePassword(password: string, field = "password"): void {
  const problem = passwordProblem(password);
  if (problem) throw new HttpError(400, problem, { fields: { [field]: problem } });
}

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

/**
 * A hash that takes as long to check as a real one: signing in as a user who does not exist
 * costs the same time, so response times do not reveal which usernames exist.
 */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword("decoy password that never matches");
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
