import { DATA_TERMS_VERSION, PRIVACY_NOTICE_VERSION, type SchoolRegistration } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../audit/audit.ts";
import type { Tx } from "../../db/client.ts";
import { schools } from "../../db/schema.ts";
import { recordTermsAcceptance } from "../privacy/index.ts";
import { createRegisteredAccount, queueWelcomeMail } from "../users/index.ts";
import { insertSchool, udiseTaken } from "./service.ts";

/**
 * A school registers itself, in the caller's transaction: its account (username = e-mail, no password
 * yet; the users module's), its school row (active), the welcome mail with the set-password link and
 * the audit event — all of it, or nothing.
 */
export async function registerSchool(
  tx: Tx,
  input: SchoolRegistration,
  place: { state: string; district: string },
  meta: { ip: string; appUrl: string },
) {
  const [existing] = await tx
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.udiscCode, input.udiscCode))
    .limit(1);
  if (existing) throw udiseTaken();
  const user = await createRegisteredAccount(tx, input, "school", meta.ip);
  const school = await insertSchool(tx, user.id, {
    udiscCode: input.udiscCode,
    address: input.address,
    city: input.city,
    pincode: input.pincode,
    ...place,
  });
  await recordTermsAcceptance(tx, { schoolId: school.id, userId: user.id, ip: meta.ip });
  await queueWelcomeMail(tx, meta.appUrl, user);
  // Both events of the registration: by nobody signed in, about the new school, from the request.
  const ofRegistration = {
    actor: null,
    target: { type: "school", id: school.id },
    schoolId: school.id,
    ip: meta.ip,
  } as const;
  await recordAudit(tx, {
    action: "terms.accepted",
    ...ofRegistration,
    detail: { termsVersion: DATA_TERMS_VERSION, noticeVersion: PRIVACY_NOTICE_VERSION },
  });
  await recordAudit(tx, {
    action: "school.registered",
    ...ofRegistration,
    detail: { udiscCode: school.udiscCode, username: user.username, state: place.state },
  });
}
