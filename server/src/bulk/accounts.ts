import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";
import {
  type AuditAction,
  type AuditTargetType,
  LIMITS,
  ONE_TIME_CODE_ALPHABET,
  ONE_TIME_CODE_LENGTH,
  type Role,
} from "@ganit/contracts";
import { sql } from "drizzle-orm";
import type { AuditActor } from "../audit/audit.ts";
import type { DbOrTx } from "../db/client.ts";
import { usernameStem } from "../modules/users/accounts.ts";
import { passwordLink } from "../modules/users/password-links.ts";

/**
 * Many accounts at once, set-wise: one INSERT … SELECT FROM unnest(…) per table (users, password
 * tokens, the mail outbox, the audit trail), whatever the number of rows. A 5,000-row upload is a
 * handful of statements instead of 25,000 round trips. Everything runs in the caller's transaction:
 * a failed upload leaves no account, token, mail or audit event behind.
 *
 * Passwords are never hashed here (argon2 costs ~14 ms a hash: over a minute for 5,000 rows). New
 * accounts have no password; they get a welcome link and, for students, a one-time code for the
 * credentials sheet. Both are random enough (256 and 60 bits) to be stored as SHA-256.
 */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** PostgreSQL array parameters (`$1::text[]`), as node-postgres and PGlite both send them. */
export const textArray = (values: readonly (string | null)[]) => sql`${sql.param(values)}::text[]`;
export const intArray = (values: readonly (number | null)[]) => sql`${sql.param(values)}::int[]`;

/** A one-time code: 12 symbols of 32 (60 bits) from crypto's random source, printed `ABCD-EFGH-JKLM`. */
export function newOneTimeCode(): string {
  let code = "";
  for (let i = 0; i < ONE_TIME_CODE_LENGTH; i++) code += ONE_TIME_CODE_ALPHABET[randomInt(32)];
  return code.replace(/(.{4})(?=.)/g, "$1-");
}

/**
 * Usernames for new students, unique on the platform, without a query per row: every round draws a
 * candidate for each row still without one, drops those taken in the batch or in the database (one
 * query per round), and keeps the rest. Four digits after the stem first; wider after three rounds,
 * so even 5,000 children called Rahul are done in a few rounds.
 */
export async function generateUsernamesSetWise(db: DbOrTx, names: readonly string[]): Promise<string[]> {
  const result: (string | undefined)[] = names.map(() => undefined);
  const chosen = new Set<string>();
  for (let round = 0; result.includes(undefined); round++) {
    if (round > 12) throw new Error("could not find free usernames");
    const [low, high] = round < 3 ? [1000, 10000] : [100000, 1000000];
    const candidates = new Map<number, string>();
    result.forEach((value, index) => {
      if (value === undefined)
        candidates.set(index, `${usernameStem(names[index] ?? "")}${randomInt(low, high)}`);
    });
    const taken = await db.execute(
      sql`select lower(username) as username from users where lower(username) = any(${textArray([...candidates.values()])})`,
    );
    const takenSet = new Set(rowsOf<{ username: string }>(taken).map((row) => row.username));
    for (const [index, candidate] of candidates) {
      if (takenSet.has(candidate) || chosen.has(candidate)) continue;
      chosen.add(candidate);
      result[index] = candidate;
    }
  }
  return result as string[];
}

/** The rows of `db.execute` on both drivers. */
export const rowsOf = <T>(result: unknown): T[] =>
  ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

export type NewAccount = {
  id: string;
  username: string;
  email: string;
  name: string;
  phone: string | null;
};

export type AccountsBatch = {
  role: Role;
  accounts: readonly NewAccount[];
  appUrl: string;
  /** Students get a one-time code for the credentials sheet (returned here, stored only as a hash). */
  withOneTimeCodes: boolean;
};

/**
 * Inserts the accounts, their welcome links (the welcome mail, to each account's e-mail, with the
 * username and the set-password link) and, when asked, their one-time codes. Returns the codes in the
 * order of the accounts, and when they expire.
 */
export async function insertAccountsSetWise(
  tx: DbOrTx,
  batch: AccountsBatch,
): Promise<{ codes: string[]; codesExpireAt: Date }> {
  const { accounts } = batch;
  if (accounts.length === 0) return { codes: [], codesExpireAt: new Date() };
  await tx.execute(sql`
    insert into users (id, username, email, name, phone, role)
    select id, username, email, name, phone, ${batch.role}::role
    from unnest(${textArray(accounts.map((a) => a.id))}, ${textArray(accounts.map((a) => a.username))},
                ${textArray(accounts.map((a) => a.email.toLowerCase()))}, ${textArray(accounts.map((a) => a.name))},
                ${textArray(accounts.map((a) => a.phone))}) as t(id, username, email, name, phone)`);

  const welcomeTokens = accounts.map(() => randomBytes(32).toString("base64url"));
  const codes = batch.withOneTimeCodes ? accounts.map(() => newOneTimeCode()) : [];
  const now = Date.now();
  const welcomeExpires = new Date(now + LIMITS.welcomeTokenDays * 86_400_000);
  const codesExpireAt = new Date(now + LIMITS.oneTimeCodeDays * 86_400_000);
  const tokenRows = [
    ...accounts.map((a, i) => ({
      userId: a.id,
      hash: sha256(welcomeTokens[i] ?? ""),
      purpose: "welcome",
      expires: welcomeExpires,
    })),
    ...codes.map((code, i) => ({
      userId: accounts[i]?.id ?? "",
      hash: sha256(code.replaceAll("-", "")),
      purpose: "first_signin",
      expires: codesExpireAt,
    })),
  ];
  await tx.execute(sql`
    insert into password_tokens (id, user_id, token_hash, purpose, expires_at)
    select id, user_id, token_hash, purpose::token_purpose, expires_at::timestamptz
    from unnest(${textArray(tokenRows.map(() => randomUUID()))}, ${textArray(tokenRows.map((t) => t.userId))},
                ${textArray(tokenRows.map((t) => t.hash))}, ${textArray(tokenRows.map((t) => t.purpose))},
                ${textArray(tokenRows.map((t) => t.expires.toISOString()))})
         as t(id, user_id, token_hash, purpose, expires_at)`);

  const mails = accounts.map((account, i) => ({
    to: account.email.toLowerCase(),
    subject: "Welcome to Ganit: set your password",
    text:
      `Hello ${account.name},\n\nAn account has been created for you on Ganit. Your username is "${account.username}".\n` +
      `Open this link within ${LIMITS.welcomeTokenDays} days to set your password:\n\n` +
      `${passwordLink(batch.appUrl, welcomeTokens[i] ?? "", account)}\n`,
  }));
  await tx.execute(sql`
    insert into mail_outbox (id, "to", subject, text)
    select * from unnest(${textArray(mails.map(() => randomUUID()))}, ${textArray(mails.map((m) => m.to))},
                         ${textArray(mails.map((m) => m.subject))}, ${textArray(mails.map((m) => m.text))})`);
  return { codes, codesExpireAt };
}

/**
 * One audit event per new row, in one statement (each student or teacher keeps their own trail; a
 * `batch` id and the count tie an upload's events together).
 */
export async function recordAuditSetWise(
  tx: DbOrTx,
  events: {
    action: AuditAction;
    actor: AuditActor;
    schoolId: string;
    ip: string | null;
    targetType: AuditTargetType;
    targets: readonly { id: string; detail: Record<string, unknown> }[];
  },
): Promise<void> {
  const { targets } = events;
  if (targets.length === 0) return;
  await tx.execute(sql`
    insert into audit_events (id, actor_user_id, actor_role, action, target_type, target_id, school_id, ip, detail)
    select id, ${events.actor.id}, ${events.actor.role}::role, ${events.action}, ${events.targetType},
           target_id, ${events.schoolId}, ${events.ip}, detail::jsonb
    from unnest(${textArray(targets.map(() => randomUUID()))}, ${textArray(targets.map((t) => t.id))},
                ${textArray(targets.map((t) => JSON.stringify(t.detail)))}) as t(id, target_id, detail)`);
}
