import { availableParallelism } from "node:os";
import { LIMITS, type MessageKey } from "@ganit/contracts";
import { hash, verify } from "@node-rs/argon2";
import { HttpError } from "../../errors.ts";
import { Gate } from "../../plugins/gate.ts";
import { CHILD_WORDING, type PasswordContext, strengthProblem } from "./password-strength.ts";

/** OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** The length rules: all that a password set by the platform itself (demo data, tests) must meet. */
export function passwordLengthProblem(password: string): MessageKey | null {
  if (password.length < LIMITS.passwordMin) return "passwordTooShort";
  if (password.length > LIMITS.passwordMax) return "passwordTooLong";
  return null;
}

/**
 * The message of the first rule a password someone chooses fails, or null when it is acceptable:
 * the length, then how easy it is to guess (password-strength.ts) for this account.
 */
export function passwordProblem(password: string, context: PasswordContext = {}): MessageKey | null {
  return passwordLengthProblem(password) ?? strengthProblem(password, context);
}

/**
 * Every place a person chooses a password checks it here: a change, a reset, a first sign-in, an
 * admin created by a superadmin, `npm run user:create`, SUPERADMIN_PASSWORD. `forChild` words the
 * strength messages for a child at first sign-in.
 */
export function assertAcceptablePassword(
  password: string,
  field = "password",
  context: PasswordContext = {},
  options: { forChild?: boolean } = {},
): void {
  const length = passwordLengthProblem(password);
  const strength = length ? null : strengthProblem(password, context);
  const problem = length ?? (strength && options.forChild ? CHILD_WORDING[strength] : strength);
  if (problem) throw new HttpError(400, problem, { fields: { [field]: problem } });
}

/**
 * Every argon2 hash and check of this process passes this gate: each costs 19 MiB and tens of
 * milliseconds of one core, and they run on libuv's four worker threads. A flood of sign-ins waits
 * here in order, a bounded queue, instead of piling up memory; past the queue, 503 `serverBusy`.
 */
export const argon2Gate = new Gate("argon2", Math.max(1, Math.min(4, availableParallelism())), 64);

export const hashPassword = (password: string) => argon2Gate.run(() => hash(password, ARGON2_OPTIONS));

/** Whether a stored value is an argon2id hash in the PHC form hashPassword writes. */
export const isArgon2idHash = (value: string) =>
  value.length <= 200 && /^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.test(value);

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
