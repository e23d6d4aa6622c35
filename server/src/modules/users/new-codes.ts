import { randomUUID } from "node:crypto";
import { LIMITS } from "@ganit/contracts";
import { sql } from "drizzle-orm";
import { sha256, textArray } from "../../bulk/sql.ts";
import type { DbOrTx } from "../../db/client.ts";
import { newOneTimeCodes } from "./bulk-accounts.ts";

/**
 * New one-time codes for pupils whose sheet was lost (docs/adr/0314-new-sign-in-codes.md), set-wise
 * in the caller's transaction, for one child or a whole class:
 *  - every open link or code of theirs is used up (the old sheet and the welcome mail's link stop working);
 *  - their password is cleared and their session version raised: whoever holds the old sheet, or
 *    signed in with it, is out at once on every process; the new code is the only way in;
 *  - a fresh `first_signin` code (30 days) each, returned in the order of `userIds` (stored as SHA-256).
 */
export async function reissueOneTimeCodes(
  tx: DbOrTx,
  userIds: readonly string[],
): Promise<{ codes: string[]; codesExpireAt: Date }> {
  const expiresAt = new Date(Date.now() + LIMITS.oneTimeCodeDays * 86_400_000);
  if (userIds.length === 0) return { codes: [], codesExpireAt: expiresAt };
  const ids = textArray([...userIds]);
  await tx.execute(sql`
    update password_tokens set used_at = now()
    where user_id = any(${ids}) and used_at is null`);
  await tx.execute(sql`
    update users set password_hash = null, session_version = session_version + 1, updated_at = now()
    where id = any(${ids})`);
  const codes = newOneTimeCodes(userIds.length);
  await tx.execute(sql`
    insert into password_tokens (id, user_id, token_hash, purpose, expires_at)
    select id, user_id, token_hash, 'first_signin'::token_purpose, ${expiresAt.toISOString()}::timestamptz
    from unnest(${textArray(userIds.map(() => randomUUID()))}, ${ids},
                ${textArray(codes.map((code) => sha256(code.replaceAll("-", ""))))}) as t(id, user_id, token_hash)`);
  return { codes, codesExpireAt: expiresAt };
}
