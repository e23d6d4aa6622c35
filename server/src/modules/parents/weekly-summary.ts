import { PARENT_SUMMARY_HOUR_IST, type ParentLanguage, ROUTES } from "@ganit/contracts";
import { and, asc, eq, isNull, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { startOfIndiaDay } from "../../db/india-days.ts";
import { parentAccounts, parentLinks, parentSummaries, users } from "../../db/schema.ts";
import { queueMail } from "../../mail/outbox.ts";
import { childrenOf, childWeek } from "./child-week.ts";
import { stopToken } from "./stop-token.ts";
import { smsText, summaryMail } from "./summary-text.ts";

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * 60 * 1000;
/** A summary not sent within a day of its Sunday evening (the servers were down) is skipped, not sent late. */
const SEND_WINDOW_MS = DAY_MS;
const BATCH = 50;

/**
 * The summary's week for an instant: the latest Sunday (India date) whose 18:00 IST has passed, the
 * instant it falls due, and the 7 days before it that it tells about.
 */
export function summaryWeek(now: Date) {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  const today = india.toISOString().slice(0, 10);
  const sunday = (offsetDays: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - (india.getUTCDay() + offsetDays) * DAY_MS)
      .toISOString()
      .slice(0, 10);
  let week = sunday(0);
  let due = new Date(startOfIndiaDay(week).getTime() + PARENT_SUMMARY_HOUR_IST * 3_600_000);
  if (now < due) {
    week = sunday(7);
    due = new Date(due.getTime() - 7 * DAY_MS);
  }
  return { week, due, from: new Date(due.getTime() - 7 * DAY_MS), to: due };
}

/**
 * Sends the weekly summaries that are due (docs/adr/0671), run by every process's background worker.
 * Each parent's summary is one `parent_summaries` row, unique per parent and week, inserted in the
 * transaction that queues its mail: whichever process inserts it sends it, the others' insert does
 * nothing, so no parent gets one twice however many processes run. Answers how many it sent.
 */
export async function sendDueSummaries(
  db: Db,
  options: { appUrl: string; secret: string; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  const { week, due, from, to } = summaryWeek(now);
  if (now.getTime() >= due.getTime() + SEND_WINDOW_MS) return 0;
  let sent = 0;
  for (;;) {
    const parents = await db
      .select({
        userId: parentAccounts.userId,
        email: users.email,
        language: parentAccounts.language,
      })
      .from(parentAccounts)
      .innerJoin(users, eq(users.id, parentAccounts.userId))
      .where(
        and(
          isNull(parentAccounts.summaryStoppedAt),
          eq(users.status, "active"),
          sql`exists (select 1 from ${parentLinks} where ${parentLinks.parentUserId} = ${parentAccounts.userId})`,
          notExists(
            db
              .select({ one: sql`1` })
              .from(parentSummaries)
              .where(
                and(eq(parentSummaries.parentUserId, parentAccounts.userId), eq(parentSummaries.week, week)),
              ),
          ),
        ),
      )
      .orderBy(asc(parentAccounts.userId))
      .limit(BATCH);
    let taken = 0;
    for (const parent of parents) {
      const language: ParentLanguage = parent.language === "hi" ? "hi" : "en";
      const { texts, mail } = await composeSummary(db, parent.userId, language, { week, from, to }, options);
      const won = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(parentSummaries)
          .values({ parentUserId: parent.userId, week, language, texts })
          .onConflictDoNothing()
          .returning({ week: parentSummaries.week });
        if (inserted.length === 0) return false;
        // Without an e-mail (a parent who signed up with a number) the row is still the school's
        // text to send them by SMS or WhatsApp; only the mail is skipped (docs/adr/0734).
        if (parent.email !== "") await queueMail(tx, { to: parent.email, ...mail });
        return true;
      });
      if (won) sent += 1;
      taken += 1;
    }
    if (taken < BATCH) break;
  }
  return sent;
}

/**
 * One parent's summary for a week: a text per child (for SMS or WhatsApp) and the mail, in their
 * language, with their stop link. The Sunday run and the parent's own request (summary-now.ts) both
 * use it, so the two mails are the same.
 */
export async function composeSummary(
  db: Db,
  parentUserId: string,
  language: ParentLanguage,
  window: { week: string; from: Date; to: Date },
  links: { appUrl: string; secret: string },
) {
  const children = await childrenOf(db, parentUserId);
  const weeks = await Promise.all(
    children.map((child) => childWeek(db, child, window.from, window.to, { notes: false })),
  );
  const schoolOf = await schoolsOfChildren(db, parentUserId);
  const texts = weeks.map((child) => ({
    studentId: child.child.id,
    schoolId: schoolOf.get(child.child.id) ?? "",
    text: smsText(child, window.week, language),
  }));
  const stopUrl = new URL(
    `${ROUTES.parentStopSummary}#${stopToken(links.secret, parentUserId)}`,
    links.appUrl,
  ).toString();
  const mail = summaryMail(weeks, window.week, language, { appUrl: links.appUrl, stopUrl });
  return { children: weeks.length, texts, mail };
}

async function schoolsOfChildren(db: Db, parentUserId: string) {
  const rows = await db
    .select({ studentId: parentLinks.studentId, schoolId: parentLinks.schoolId })
    .from(parentLinks)
    .where(eq(parentLinks.parentUserId, parentUserId));
  return new Map(rows.map((row) => [row.studentId, row.schoolId]));
}
