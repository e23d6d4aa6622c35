import { randomUUID } from "node:crypto";
import { DATA_TERMS_VERSION, PRIVACY_NOTICE_VERSION } from "@ganit/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { termsAcceptances } from "../../db/schema.ts";

/**
 * A school's acceptance of the data-processing terms at registration, in the registration's
 * transaction: who (the school account), which terms and notice, when, from where.
 */
export async function recordTermsAcceptance(
  tx: DbOrTx,
  acceptance: { schoolId: string; userId: string; ip: string },
): Promise<void> {
  await tx.insert(termsAcceptances).values({
    id: randomUUID(),
    schoolId: acceptance.schoolId,
    acceptedByUserId: acceptance.userId,
    termsVersion: DATA_TERMS_VERSION,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    ip: acceptance.ip,
  });
}
