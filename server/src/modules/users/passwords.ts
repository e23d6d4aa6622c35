import { availableParallelism } from "node:os";
import { LIMITS, type MessageKey } from "@ganit/contracts";
import { hash, verify } from "@node-rs/argon2";
import { HttpError } from "../../errors.ts";
import { Gate } from "../../plugins/gate.ts";
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

/**
 * Every argon2 hash and check of this process passes this gate: each costs 19 MiB and tens of
 * milliseconds of one core, and they run on libuv's four worker threads. A flood of sign-ins waits
 * here in order, a bounded queue, instead of piling up memory; past the queue, 503 `serverBusy`.
 */
export const argon2Gate = new Gate("argon2", Math.max(1, Math.min(4, availableParallelism())), 64);

export const hashPassword = (password: string) => argon2Gate.run(() => hash(password, ARGON2_OPTIONS));

/**
 * A hash that takes as long to check as a real one: signing in as a user who does not exist
 * costs the same time, so response times do not reveal which usernames exist.
 */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hash("decoy password that never matches", ARGON2_OPTIONS);
    const decoy = await decoyHash;
    await argon2Gate.run(() => verify(decoy, password).catch(() => false));
    return false;
  }
  return argon2Gate.run(() => verify(passwordHash, password).catch(() => false));
}
