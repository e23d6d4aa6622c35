import { LIMITS, type ParentLanguage } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { auditCaller, type RequestMeta } from "../../audit/audit.ts";
import type { Db } from "../../db/client.ts";
import { parentAccounts } from "../../db/schema.ts";
import { badRequest, notFound, said, tooManyRequests } from "../../errors.ts";
import { queueMail } from "../../mail/outbox.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { hit } from "../../plugins/throttle.ts";
import { childrenOf } from "./child-week.ts";
import { composeSummary, summaryWeek } from "./weekly-summary.ts";

const DAY_MS = 86_400_000;
const DAY_MINUTES = 24 * 60;

/**
 * The summary a parent asks for now (docs/adr/0733): the Sunday mail's words, language and stop link,
 * telling of the week so far (since the last Sunday's summary fell due). It is not a `parent_summaries`
 * row, so Sunday's summary still goes; the count per parent is `throttle_hits` rows (shared by every
 * process), and a stopped weekly summary does not stop a mail the parent asks for themselves.
 */
export async function mailSummaryNow(
  db: Db,
  caller: SessionUser,
  meta: RequestMeta,
  options: { appUrl: string; secret: string; now?: Date },
) {
  const now = options.now ?? new Date();
  // A parent who signed up with only a mobile number has no address to mail (docs/adr/0734).
  if (caller.email === "") throw badRequest("summaryNeedsEmail");
  // Nothing to tell of without a child: 404 before the request is counted.
  if ((await childrenOf(db, caller.id)).length === 0) throw notFound();
  const wait = await hit(db, "parentSummaryNow", caller.id, LIMITS.parentSummariesPerDay, DAY_MINUTES);
  if (wait > 0) throw tooManyRequests("summaryRequestLimit", wait);
  const [account] = await db
    .select({ language: parentAccounts.language })
    .from(parentAccounts)
    .where(eq(parentAccounts.userId, caller.id));
  const language: ParentLanguage = account?.language === "hi" ? "hi" : "en";
  const last = summaryWeek(now);
  // Named by the Sunday it runs up to, as Sunday's own mail will be (the same question to try).
  const week = new Date(Date.parse(`${last.week}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);
  const { children, mail } = await composeSummary(
    db,
    caller.id,
    language,
    { week, from: last.due, to: now },
    options,
  );
  await db.transaction(async (tx) => {
    await queueMail(tx, { to: caller.email, ...mail });
    await auditCaller(tx, caller, meta, {
      action: "parent.summary_requested",
      target: { type: "user", id: caller.id },
      detail: { week, language, children },
    });
  });
  return said("summaryRequested");
}
