import type {
  ClassParentCodesRequest,
  IssuedParentCodes,
  LinkedParent,
  ParentSettings,
  parentAddChildRequestSchema,
  parentJoinRequestSchema,
  SummaryText,
} from "@ganit/contracts";
import { and, asc, desc, eq, gte, isNull } from "drizzle-orm";
import type { z } from "zod";
import { requireAccess, requireSchool } from "../../access/index.ts";
import { auditCaller, type RequestMeta, recordAudit } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { parentAccounts, parentLinks, parentSummaries, students, users } from "../../db/schema.ts";
import { badRequest, conflict, HttpError, notFound, said } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { enforceLimit } from "../../plugins/throttle.ts";
import { assertAcceptablePassword, createUser, findUserByUsername } from "../users/index.ts";
import { childrenOf, childWeek } from "./child-week.ts";
import { type CodePupil, issueParentCodes, parentCodeWorks, useParentCode } from "./codes.ts";
import { linkParent, unlinkParent } from "./links.ts";
import { parentOfStopToken } from "./stop-token.ts";
import { mailSummaryNow } from "./summary-now.ts";

type JoinInput = z.output<typeof parentJoinRequestSchema>;
type AddChildInput = z.output<typeof parentAddChildRequestSchema>;

/** Sign-ups with a code per address an hour: a code is 10 characters, this keeps guessing hopeless. */
const JOINS_PER_IP = 20;
const JOIN_WINDOW_MINUTES = 60;

const pupilColumns = {
  studentId: students.id,
  name: users.name,
  rollNumber: students.rollNumber,
  class: students.classNumber,
  section: students.section,
};

/** Uses a code and links its child to the parent, in the caller's transaction; a bad code is a 400. */
const codeInvalid = () => new HttpError(400, "parentCodeInvalid", { fields: { code: "parentCodeInvalid" } });

async function redeem(tx: DbOrTx, code: string, parentUserId: string) {
  const named = await useParentCode(tx, code, parentUserId);
  if (!named) throw codeInvalid();
  await linkParent(tx, { parentUserId, studentId: named.studentId, schoolId: named.schoolId });
  return named;
}

/**
 * Parents (docs/adr/0671): the school office's codes and links, the parent's account and children,
 * the weekly summary's stop link and texts.
 */
export function createParentsService(ctx: AppContext) {
  const { db } = ctx.database;

  async function issue(caller: SessionUser, pupils: CodePupil[], meta: RequestMeta, scope: object) {
    const schoolId = requireSchool(caller);
    const items = await db.transaction(async (tx) => {
      const issued = await issueParentCodes(tx, { schoolId, issuedBy: caller.id, pupils });
      await auditCaller(tx, caller, meta, {
        action: "parent.codes_issued",
        ...(pupils.length === 1 && pupils[0] ? { target: { type: "student", id: pupils[0].studentId } } : {}),
        detail: { count: issued.length, ...scope },
      });
      return issued;
    });
    return { items } satisfies IssuedParentCodes;
  }

  return {
    /** POST /api/parents/codes/student/{id}: one pupil's code, shown once. */
    async codeForStudent(caller: SessionUser, studentId: string, meta: RequestMeta) {
      await requireAccess(db, { caller, permission: "student.update", ids: [studentId] });
      const pupils = await db
        .select(pupilColumns)
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(eq(students.id, studentId));
      return issue(caller, pupils, meta, {});
    },

    /** POST /api/parents/codes/class: a sheet of codes for every pupil of a class (and section). */
    async codesForClass(caller: SessionUser, input: ClassParentCodesRequest, meta: RequestMeta) {
      const schoolId = requireSchool(caller);
      const pupils = await db
        .select(pupilColumns)
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(
          and(
            eq(students.schoolId, schoolId),
            eq(students.classNumber, input.class),
            input.section ? eq(students.section, input.section) : undefined,
          ),
        )
        .orderBy(asc(students.sortName), asc(students.id));
      if (pupils.length === 0) throw notFound();
      return issue(caller, pupils, meta, { class: input.class, section: input.section ?? null });
    },

    /** GET /api/parents/students/{id}: the parents linked to one of the school's pupils. */
    async parentsOfStudent(caller: SessionUser, studentId: string): Promise<{ items: LinkedParent[] }> {
      await requireAccess(db, { caller, permission: "student.read", ids: [studentId] });
      const rows = await db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          linkedAt: parentLinks.linkedAt,
        })
        .from(parentLinks)
        .innerJoin(users, eq(users.id, parentLinks.parentUserId))
        .where(eq(parentLinks.studentId, studentId))
        .orderBy(asc(parentLinks.linkedAt));
      return { items: rows.map((row) => ({ ...row, linkedAt: row.linkedAt.toISOString() })) };
    },

    /** DELETE /api/parents/students/{id}/parents/{userId}: the office unlinks a parent (audited). */
    async unlink(caller: SessionUser, studentId: string, parentUserId: string, meta: RequestMeta) {
      await requireAccess(db, { caller, permission: "student.update", ids: [studentId] });
      await db.transaction(async (tx) => {
        if (!(await unlinkParent(tx, parentUserId, studentId))) throw notFound();
        await auditCaller(tx, caller, meta, {
          action: "parent.unlinked",
          target: { type: "student", id: studentId },
          detail: { parentUserId },
        });
      });
      return said("parentUnlinked");
    },

    /** POST /api/parents/join: the parent's account, linked to the code's child, in one transaction. */
    async join(input: JoinInput, meta: RequestMeta) {
      await enforceLimit(db, "parentJoin", meta.ip, JOINS_PER_IP, JOIN_WINDOW_MINUTES);
      // The e-mail is the username; without one, the mobile number (10 digits) is (docs/adr/0734).
      const email = input.email?.toLowerCase() ?? null;
      const username = email ?? input.phone;
      if (!username) throw badRequest("parentContactRequired");
      assertAcceptablePassword(input.password, "password", { username, email });
      if (!(await parentCodeWorks(db, input.code))) throw codeInvalid();
      // A number is nobody else's username (another parent's, a student's, staff's): said under Phone.
      const phoneTaken = conflict("phoneTaken", "phone");
      if (!email && (await findUserByUsername(db, username))) throw phoneTaken;
      await db.transaction(async (tx) => {
        const user = await createUser(
          tx,
          {
            role: "parent",
            username,
            email: email ?? "",
            name: input.name,
            phone: input.phone,
            password: input.password,
          },
          { actor: null, ip: meta.ip },
        ).catch((error: unknown) => {
          throw !email && error instanceof HttpError && error.statusCode === 409 ? phoneTaken : error;
        });
        await tx.insert(parentAccounts).values({ userId: user.id, language: input.language });
        const named = await redeem(tx, input.code, user.id);
        await recordAudit(tx, {
          action: "parent.linked",
          actor: { id: user.id, role: "parent", schoolId: null },
          target: { type: "student", id: named.studentId },
          schoolId: named.schoolId,
          ip: meta.ip,
          detail: { newAccount: true },
        });
      });
      return said("parentJoined");
    },

    /** POST /api/parents/children: a parent adds a child with a code. */
    async addChild(caller: SessionUser, input: AddChildInput, meta: RequestMeta) {
      await enforceLimit(db, "parentJoin", caller.id, JOINS_PER_IP, JOIN_WINDOW_MINUTES);
      await db.transaction(async (tx) => {
        await tx.insert(parentAccounts).values({ userId: caller.id }).onConflictDoNothing();
        const named = await redeem(tx, input.code, caller.id);
        await auditCaller(tx, caller, meta, {
          action: "parent.linked",
          target: { type: "student", id: named.studentId },
          schoolId: named.schoolId,
          detail: { newAccount: false },
        });
      });
      return said("parentChildAdded");
    },

    /** GET /api/parents/children: the parent's children and settings. */
    async children(caller: SessionUser) {
      const [account] = await db.select().from(parentAccounts).where(eq(parentAccounts.userId, caller.id));
      const settings: ParentSettings = {
        language: account?.language === "hi" ? "hi" : "en",
        weeklySummary: account ? account.summaryStoppedAt === null : true,
      };
      return { items: await childrenOf(db, caller.id), settings, hasEmail: caller.email !== "" };
    },

    /** GET /api/parents/children/{id}/week: one linked child's last 7 days (another child: 404). */
    async week(caller: SessionUser, studentId: string, now = new Date()) {
      await requireAccess(db, { caller, permission: "child.read", ids: [studentId] });
      const [child] = await childrenOf(db, caller.id, studentId);
      if (!child) throw notFound();
      return childWeek(db, child, new Date(now.getTime() - 7 * 86_400_000), now);
    },

    /** PUT /api/parents/settings: the summary's language, and whether it comes (audited). */
    async updateSettings(caller: SessionUser, input: ParentSettings, meta: RequestMeta) {
      await db.transaction(async (tx) => {
        const stoppedAt = input.weeklySummary ? null : new Date();
        await tx
          .insert(parentAccounts)
          .values({ userId: caller.id, language: input.language, summaryStoppedAt: stoppedAt })
          .onConflictDoUpdate({
            target: parentAccounts.userId,
            set: { language: input.language, summaryStoppedAt: stoppedAt },
          });
        await auditCaller(tx, caller, meta, {
          action: "parent.settings_changed",
          target: { type: "user", id: caller.id },
          detail: { language: input.language, weeklySummary: input.weeklySummary },
        });
      });
      return said("parentSettingsSaved");
    },

    /** POST /api/parents/summary/stop: the mail's stop link (audited; stopping twice is harmless). */
    async stopSummary(token: string, meta: RequestMeta) {
      const userId = parentOfStopToken(ctx.config.jwtSecret, token);
      if (!userId) throw badRequest("summaryStopInvalid");
      await db.transaction(async (tx) => {
        const [stopped] = await tx
          .update(parentAccounts)
          .set({ summaryStoppedAt: new Date() })
          .where(and(eq(parentAccounts.userId, userId), isNull(parentAccounts.summaryStoppedAt)))
          .returning({ userId: parentAccounts.userId });
        if (!stopped) return;
        await recordAudit(tx, {
          action: "parent.summary_stopped",
          actor: { id: userId, role: "parent", schoolId: null },
          target: { type: "user", id: userId },
          ip: meta.ip,
          detail: { by: "link" },
        });
      });
      return said("summaryStopped");
    },

    /** POST /api/parents/summary/now: this week's summary mailed now, besides Sunday's (audited, bounded). */
    summaryNow(caller: SessionUser, meta: RequestMeta) {
      return mailSummaryNow(db, caller, meta, { appUrl: ctx.config.appUrl, secret: ctx.config.jwtSecret });
    },

    /** GET /api/parents/summary/texts?class=: the latest week's summary texts for a class's parents. */
    async summaryTexts(caller: SessionUser, classNumber: number): Promise<{ items: SummaryText[] }> {
      const schoolId = requireSchool(caller);
      // The latest week sent within the last five weeks (a school looks at this Sunday's, or last).
      const since = new Date(Date.now() - 35 * 86_400_000).toISOString().slice(0, 10);
      const sent = await db
        .select({
          studentId: parentLinks.studentId,
          studentName: students.sortName,
          parentName: users.name,
          phone: users.phone,
          language: parentSummaries.language,
          texts: parentSummaries.texts,
          week: parentSummaries.week,
        })
        .from(parentLinks)
        .innerJoin(students, eq(students.id, parentLinks.studentId))
        .innerJoin(users, eq(users.id, parentLinks.parentUserId))
        .innerJoin(
          parentSummaries,
          and(eq(parentSummaries.parentUserId, parentLinks.parentUserId), gte(parentSummaries.week, since)),
        )
        .where(and(eq(parentLinks.schoolId, schoolId), eq(students.classNumber, classNumber)))
        .orderBy(desc(parentSummaries.week), asc(students.sortName), desc(parentLinks.linkedAt));
      const latest = sent[0]?.week;
      const rows = sent.filter((row) => row.week === latest);
      const names = await db
        .select({ id: students.id, name: users.name })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(and(eq(students.schoolId, schoolId), eq(students.classNumber, classNumber)));
      const nameOf = new Map(names.map((row) => [row.id, row.name]));
      return {
        items: rows.flatMap((row) => {
          const text = row.texts.find((t) => t.studentId === row.studentId)?.text;
          return text
            ? [
                {
                  week: row.week,
                  studentName: nameOf.get(row.studentId) ?? row.studentName,
                  parentName: row.parentName,
                  phone: row.phone,
                  language: row.language === "hi" ? ("hi" as const) : ("en" as const),
                  text,
                },
              ]
            : [];
        }),
      };
    },
  };
}
export type ParentsService = ReturnType<typeof createParentsService>;
