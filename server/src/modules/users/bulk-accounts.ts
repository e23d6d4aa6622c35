import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { LIMITS, ONE_TIME_CODE_ALPHABET, ONE_TIME_CODE_LENGTH, type Role } from "@ganit/contracts";
import { sql } from "drizzle-orm";
import { rowsOf, sha256, textArray } from "../../bulk/sql.ts";
import type { DbOrTx } from "../../db/client.ts";
import { enqueueJob } from "../../jobs/jobs.ts";
import { usernameStem } from "./accounts.ts";

/**
 * Many accounts at once, set-wise: one INSERT … SELECT FROM unnest(…) per table (users, password
 * tokens), and one job that mails them all (welcome-mails.ts), whatever the number of rows. A 5,000-row upload is a
 * handful of statements instead of 25,000 round trips. Everything runs in the caller's transaction:
 * a failed upload leaves no account, token, mail or audit event behind.
 *
 * Passwords are never hashed here (argon2 costs ~14 ms a hash: over a minute for 5,000 rows). New
 * accounts have no password; they get a welcome link and, for students, a one-time code for the
 * credentials sheet. Both are random enough (256 and 60 bits) to be stored as SHA-256. The uploads of
 * the students and teachers modules call these in their transaction; only this module writes accounts.
 */

/**
 * A one-time code: 12 symbols of 32 (60 bits) from crypto's random source, printed `ABCD-EFGH-JKLM`.
 * One random byte per symbol, its low five bits: 256 is a multiple of 32, so every symbol is equally likely.
 */
export function newOneTimeCode(bytes: Buffer = randomBytes(ONE_TIME_CODE_LENGTH)): string {
  let code = "";
  for (let i = 0; i < ONE_TIME_CODE_LENGTH; i++) code += ONE_TIME_CODE_ALPHABET[(bytes[i] ?? 0) & 31];
  return code.replace(/(.{4})(?=.)/g, "$1-");
}

/** Many codes from one call to the random source (a call per code costs more than the code). */
export function newOneTimeCodes(count: number): string[] {
  const bytes = randomBytes(count * ONE_TIME_CODE_LENGTH);
  return Array.from({ length: count }, (_, i) =>
    newOneTimeCode(bytes.subarray(i * ONE_TIME_CODE_LENGTH, (i + 1) * ONE_TIME_CODE_LENGTH)),
  );
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
 * Inserts the accounts and one secret each, and queues the job that sends the welcome mails (to each
 * account's e-mail, with the username and the set-password link). Teachers' secret is a welcome token (256 bits, the
 * link, 7 days). Students' secret is their one-time code (60 bits, 30 days): the credentials sheet
 * shows it, and the welcome mail's link carries the same code as its token — one row per child, and
 * whichever the family uses first (the link or the code at the login) uses it up. Returns the codes
 * in the order of the accounts, and when they expire.
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

  const codes = batch.withOneTimeCodes ? newOneTimeCodes(accounts.length) : [];
  const days = batch.withOneTimeCodes ? LIMITS.oneTimeCodeDays : LIMITS.welcomeTokenDays;
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  let linkTokens: string[];
  if (batch.withOneTimeCodes) {
    linkTokens = codes.map((code) => code.replaceAll("-", ""));
  } else {
    const bytes = randomBytes(accounts.length * 32);
    linkTokens = accounts.map((_, i) => bytes.subarray(i * 32, (i + 1) * 32).toString("base64url"));
  }
  const purpose = batch.withOneTimeCodes ? "first_signin" : "welcome";
  await tx.execute(sql`
    insert into password_tokens (id, user_id, token_hash, purpose, expires_at)
    select id, user_id, token_hash, ${purpose}::token_purpose, ${expiresAt.toISOString()}::timestamptz
    from unnest(${textArray(accounts.map(() => randomUUID()))}, ${textArray(accounts.map((a) => a.id))},
                ${textArray(linkTokens.map(sha256))}) as t(id, user_id, token_hash)`);

  // One job renders and queues the welcome mails after the commit (welcome-mails.ts).
  await enqueueJob(tx, "welcomeMails", {
    appUrl: batch.appUrl,
    days,
    userIds: accounts.map((a) => a.id),
    tokens: linkTokens,
  });
  return { codes, codesExpireAt: expiresAt };
}
