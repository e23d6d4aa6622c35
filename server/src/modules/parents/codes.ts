import { createHash, randomInt, randomUUID } from "node:crypto";
import { type IssuedParentCode, PARENT_CODE_ALPHABET, PARENT_CODE_DAYS } from "@ganit/contracts";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { rowExists } from "../../db/exists.ts";
import { parentCodes } from "../../db/schema.ts";

/**
 * Parent codes (docs/adr/0671): ten characters from an alphabet without look-alikes, printed as
 * `ABCDE-FGHJK`. About 50 bits: with the join form's per-address limit, guessing one is hopeless.
 * Only the SHA-256 is stored; the office sees the code once, on the screen or sheet it prints.
 */
export const codeHash = (code: string) => createHash("sha256").update(`parent-code:${code}`).digest("hex");

export function newParentCode(): string {
  let code = "";
  for (let i = 0; i < 10; i += 1) code += PARENT_CODE_ALPHABET[randomInt(PARENT_CODE_ALPHABET.length)];
  return code;
}

export const printedCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

export type CodePupil = {
  studentId: string;
  name: string;
  rollNumber: string | null;
  class: number;
  section: string | null;
};

/** One fresh code per pupil, in the caller's transaction; the codes as the office prints them. */
export async function issueParentCodes(
  tx: DbOrTx,
  request: {
    schoolId: string;
    issuedBy: string;
    pupils: CodePupil[];
    now?: Date;
    /** The demo's one pending code, printed in the README; every real code is random. */
    fixedCode?: string;
  },
): Promise<IssuedParentCode[]> {
  const now = request.now ?? new Date();
  const expiresAt = new Date(now.getTime() + PARENT_CODE_DAYS * 86_400_000);
  const issued = request.pupils.map((pupil) => ({ pupil, code: request.fixedCode ?? newParentCode() }));
  if (issued.length === 0) return [];
  await tx.insert(parentCodes).values(
    issued.map(({ pupil, code }) => ({
      id: randomUUID(),
      studentId: pupil.studentId,
      schoolId: request.schoolId,
      codeHash: codeHash(code),
      issuedByUserId: request.issuedBy,
      expiresAt,
      createdAt: now,
    })),
  );
  return issued.map(({ pupil, code }) => ({
    studentId: pupil.studentId,
    name: pupil.name,
    rollNumber: pupil.rollNumber ?? "",
    class: pupil.class,
    section: pupil.section,
    code: printedCode(code),
    expiresAt: expiresAt.toISOString(),
  }));
}

/**
 * Uses a code: marks it used by `parentUserId` if it is unused and unexpired, in the caller's
 * transaction, and answers the pupil and school it names; null for a code that does not work. The
 * update's own condition decides a race between two parents typing one code: one wins.
 */
export async function useParentCode(
  tx: DbOrTx,
  code: string,
  parentUserId: string,
): Promise<{ studentId: string; schoolId: string } | null> {
  const [row] = await tx
    .update(parentCodes)
    .set({ usedAt: sql`now()`, usedByUserId: parentUserId })
    .where(
      and(
        eq(parentCodes.codeHash, codeHash(code)),
        isNull(parentCodes.usedAt),
        gt(parentCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ studentId: parentCodes.studentId, schoolId: parentCodes.schoolId });
  return row ?? null;
}

/**
 * Whether a code would work now (unused, not expired), without using it: a join answers "this
 * number or address is taken" only to a caller holding a working code, so nobody learns which
 * numbers are accounts by trying them. `useParentCode` still decides, in the join's transaction.
 */
export async function parentCodeWorks(db: DbOrTx, code: string): Promise<boolean> {
  return rowExists(db, parentCodes, [
    eq(parentCodes.codeHash, codeHash(code)),
    isNull(parentCodes.usedAt),
    gt(parentCodes.expiresAt, sql`now()`),
  ]);
}
