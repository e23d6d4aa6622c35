import { createHash, randomBytes, randomUUID } from "node:crypto";
import { CONSENT_LINK_DAYS, type ConsentStatus, PRIVACY_NOTICE_VERSION, ROUTES } from "@ganit/contracts";
import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { guardianConsents } from "../../db/schema.ts";
import { queueMail } from "../../mail/outbox.ts";

/**
 * A parent's verifiable consent for a learner under 18 (DPDP Act 2023, s. 9; DPDP Rules, rule 10):
 * a link mailed to the parent's own address. Opening it and confirming records the consent; the same
 * link withdraws it or takes a copy of the child's data. Only the token's SHA-256 is stored.
 */

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export function consentLink(appUrl: string, token: string): string {
  const url = new URL(ROUTES.parentConsent, appUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/** Asks the parent: the consent row (pending) and the mail, in the caller's transaction. */
export async function requestGuardianConsent(
  tx: DbOrTx,
  request: { studentId: string; guardianEmail: string; appUrl: string },
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(guardianConsents).values({
    id: randomUUID(),
    studentId: request.studentId,
    guardianEmail: request.guardianEmail.toLowerCase(),
    tokenHash: tokenHash(token),
    noticeVersion: PRIVACY_NOTICE_VERSION,
  });
  const link = consentLink(request.appUrl, token);
  // No name typed into the public form goes into mail to an address nobody has verified yet.
  await queueMail(tx, {
    to: request.guardianEmail,
    subject: "Your consent for your child's Ganit account / आपके बच्चे के गणित खाते के लिए आपकी सहमति",
    text:
      "Hello,\n\nA child gave your e-mail address as their parent's or guardian's while registering on Ganit, " +
      "a platform for learning mathematics. Indian law (DPDP Act 2023) asks for your consent before we keep " +
      "a child's data.\n\n" +
      `Read what Ganit keeps about your child, why and for how long, and give or refuse consent here (the link works ${CONSENT_LINK_DAYS} days):\n${link}\n\n` +
      "With the same link you can later withdraw consent (your child's data is then erased) or download a copy of it.\n" +
      "If you do not know about this registration, ignore this mail: the account cannot be used without your consent.\n\n" +
      "नमस्ते,\n\nएक बच्चे ने गणित पर पंजीकरण करते समय आपका ई-मेल अपने माता-पिता या अभिभावक के रूप में दिया है। " +
      "भारतीय कानून (डीपीडीपी अधिनियम 2023) के अनुसार बच्चे का डेटा रखने से पहले आपकी सहमति आवश्यक है।\n\n" +
      `गणित आपके बच्चे के बारे में क्या रखता है, क्यों और कितने समय तक, यह पढ़ें और सहमति दें या मना करें (लिंक ${CONSENT_LINK_DAYS} दिन तक काम करता है):\n${link}\n\n` +
      "इसी लिंक से आप बाद में सहमति वापस ले सकते हैं (तब बच्चे का डेटा मिटा दिया जाता है) या उसकी प्रति ले सकते हैं।\n" +
      "यदि आप इस पंजीकरण के बारे में नहीं जानते, तो इस मेल को अनदेखा करें: आपकी सहमति के बिना खाता उपयोग नहीं हो सकता।\n",
  });
}

export type ConsentRow = typeof guardianConsents.$inferSelect;

export function statusOf(
  row: Pick<ConsentRow, "withdrawnAt" | "confirmedAt" | "requestedAt">,
  now = new Date(),
): ConsentStatus {
  if (row.withdrawnAt) return "withdrawn";
  if (row.confirmedAt) return "confirmed";
  const expires = row.requestedAt.getTime() + CONSENT_LINK_DAYS * 86_400_000;
  return now.getTime() > expires ? "expired" : "pending";
}

/** The consent a link's token names, or null. */
export async function consentByToken(db: DbOrTx, token: string): Promise<ConsentRow | null> {
  const [row] = await db
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.tokenHash, tokenHash(token)))
    .orderBy(desc(guardianConsents.requestedAt))
    .limit(1);
  return row ?? null;
}
