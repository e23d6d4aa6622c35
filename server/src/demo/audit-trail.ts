import { randomUUID } from "node:crypto";
import type { Role } from "@ganit/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { auditEvents, purchases, schools, users } from "../db/schema.ts";
import { findUserByUsername } from "../modules/users/index.ts";

/**
 * The demo's audit trail, so /superadmin/audit shows a month of a real platform after `--demo`:
 * the events the other demo loaders recorded (purchases, approvals, the rejection, uploads,
 * enrolments, enablement) are moved to when those things happened in the demo's story, with the
 * addresses they came from; and the sign-ins around them are added — every working morning's
 * school office, teacher and operator, a forgotten password and its reset, a mistyped password,
 * a stranger guessing a username until the brake holds them back, a password change.
 * Addresses are from the documentation ranges (RFC 5737), so none is anyone's real one.
 */
const DAY = 24 * 60 * 60 * 1000;
const IST = 330 * 60 * 1000;
const ADDRESS = {
  superadmin: "198.51.100.20",
  admin: "198.51.100.21",
  sunrise: "203.0.113.10",
  greenValley: "203.0.113.40",
  teacher: "203.0.113.11",
  home: "192.0.2.77",
  stranger: "192.0.2.200",
};

/** An instant `days` ago at hh:mm India time (today's when days is 0, never in the future). */
function indiaTime(days: number, hour: number, minute: number) {
  const now = Date.now();
  const todayIndia = Math.floor((now + IST) / DAY) * DAY - IST;
  const at = todayIndia - days * DAY + (hour * 60 + minute) * 60 * 1000;
  return new Date(Math.min(at, now - 60_000 * (days + 1)));
}

type Event = {
  at: Date;
  action: string;
  actor?: { id: string; role: Role } | null;
  target?: { type: string; id: string };
  schoolId?: string | null;
  ip: string;
  detail?: Record<string, unknown>;
};

export async function seedDemoAuditTrail(tx: Tx) {
  const superadmin = (await tx.select().from(users).where(eq(users.role, "superadmin")).limit(1))[0];
  const admin = await findUserByUsername(tx, "admin@ganit.demo");
  const sunrise = await findUserByUsername(tx, "school@ganit.demo");
  const teacher = await findUserByUsername(tx, "teacher@ganit.demo");
  const student = await findUserByUsername(tx, "asha1001");
  const learner = await findUserByUsername(tx, "learner@ganit.demo");
  if (!superadmin || !admin || !sunrise || !teacher || !student || !learner) return;
  const schoolRows = await tx.select({ id: schools.id, userId: schools.userId }).from(schools);
  const schoolOf = (userId: string) => schoolRows.find((row) => row.userId === userId)?.id ?? null;
  const sunriseId = schoolOf(sunrise.id);
  const greenValleyId = schoolRows.find((row) => row.id !== sunriseId)?.id ?? null;
  const officeIp = (schoolId: string | null) =>
    schoolId === sunriseId ? ADDRESS.sunrise : ADDRESS.greenValley;

  // What the other loaders recorded happened in the demo's past: purchases when made and decided.
  const bought = await tx
    .select({
      id: purchases.id,
      createdAt: purchases.createdAt,
      decidedAt: purchases.decidedAt,
      schoolId: purchases.buyerSchoolId,
    })
    .from(purchases);
  for (const purchase of bought) {
    await tx
      .update(auditEvents)
      .set({ at: purchase.createdAt, ip: purchase.schoolId ? officeIp(purchase.schoolId) : ADDRESS.home })
      .where(
        and(
          eq(auditEvents.targetId, purchase.id),
          inArray(auditEvents.action, ["purchase.created", "purchase.renewal_requested"]),
        ),
      );
    if (purchase.decidedAt)
      await tx
        .update(auditEvents)
        .set({ at: purchase.decidedAt, ip: ADDRESS.superadmin })
        .where(
          and(
            eq(auditEvents.targetId, purchase.id),
            inArray(auditEvents.action, ["purchase.approved", "purchase.rejected"]),
          ),
        );
  }
  // The uploads came first (week one), then the operator enabled courses, then the schools enrolled.
  const moveAll = async (
    actions: string[],
    days: number,
    hour: number,
    ip: (schoolId: string | null) => string,
  ) => {
    const rows = await tx
      .select({ id: auditEvents.id, schoolId: auditEvents.schoolId })
      .from(auditEvents)
      .where(inArray(auditEvents.action, actions));
    for (const [index, row] of rows.entries())
      await tx
        .update(auditEvents)
        .set({ at: indiaTime(days, hour, 5 + (index % 50)), ip: ip(row.schoolId) })
        .where(eq(auditEvents.id, row.id));
  };
  await moveAll(["student.bulk_added", "teacher.bulk_added"], 40, 11, officeIp);
  await moveAll(["enablement.added"], 38, 15, () => ADDRESS.superadmin);
  await moveAll(["enrolment.bulk_added", "enrolment.added"], 30, 10, officeIp);
  await moveAll(["settings.discount_changed"], 45, 12, () => ADDRESS.superadmin);
  await moveAll(["content.created", "course.created"], 55, 14, () => ADDRESS.admin);
  // Anything else the loaders wrote (accounts made while seeding) happened when the platform opened.
  await tx
    .update(auditEvents)
    .set({ at: indiaTime(60, 9, 30), ip: ADDRESS.superadmin })
    .where(sql`${auditEvents.ip} is null`);

  const events: Event[] = [];
  const signIn = (
    who: { id: string; role: Role; username: string },
    schoolId: string | null,
    at: Date,
    ip: string,
  ) =>
    events.push({
      at,
      action: "auth.login.succeeded",
      actor: { id: who.id, role: who.role },
      target: { type: "user", id: who.id },
      schoolId,
      ip,
      detail: { username: who.username },
    });
  for (let days = 29; days >= 0; days -= 1) {
    const weekday = new Date(Date.now() - days * DAY + IST).getUTCDay();
    if (weekday === 0) continue;
    signIn(sunrise, sunriseId, indiaTime(days, 8, 40 + (days % 15)), ADDRESS.sunrise);
    signIn(teacher, sunriseId, indiaTime(days, 9, 5 + (days % 20)), ADDRESS.teacher);
    if (days % 2 === 0) signIn(superadmin, null, indiaTime(days, 10, 15 + (days % 30)), ADDRESS.superadmin);
    if (days % 3 === 0) signIn(admin, null, indiaTime(days, 11, days % 45), ADDRESS.admin);
    if (days % 4 === 1) signIn(learner, null, indiaTime(days, 18, 30), ADDRESS.home);
  }

  // A mistyped password at the school office, then the right one.
  events.push({
    at: indiaTime(12, 8, 38),
    action: "auth.login.failed",
    target: { type: "user", id: sunrise.id },
    schoolId: sunriseId,
    ip: ADDRESS.sunrise,
    detail: { username: sunrise.username, reason: "wrongPassword" },
  });
  // Asha's parent forgot her password: the link asked for, the new password set, Asha back in.
  const parentIp = ADDRESS.home;
  events.push(
    {
      at: indiaTime(9, 19, 2),
      action: "auth.password.reset_requested",
      target: { type: "user", id: student.id },
      schoolId: sunriseId,
      ip: parentIp,
      detail: { username: student.username, outcome: "mailed" },
    },
    {
      at: indiaTime(9, 19, 6),
      action: "auth.password.reset",
      actor: { id: student.id, role: student.role },
      target: { type: "user", id: student.id },
      schoolId: sunriseId,
      ip: parentIp,
      detail: { purpose: "reset" },
    },
  );
  signIn(student, sunriseId, indiaTime(9, 19, 7), parentIp);
  // A stranger guessing the school's account name, five times, until the brake held them back.
  for (let attempt = 0; attempt < 5; attempt += 1)
    events.push({
      at: indiaTime(5, 2, 10 + attempt),
      action: "auth.login.failed",
      schoolId: null,
      ip: ADDRESS.stranger,
      detail: { username: "principal", reason: "wrongPassword" },
    });
  events.push({
    at: indiaTime(5, 2, 16),
    action: "auth.login.throttled",
    ip: ADDRESS.stranger,
    detail: { username: "principal", scope: "user", retryAfterSeconds: 900 },
  });
  // The teacher set a password of their own after the first week.
  events.push({
    at: indiaTime(21, 16, 45),
    action: "auth.password.changed",
    actor: { id: teacher.id, role: teacher.role },
    target: { type: "user", id: teacher.id },
    schoolId: sunriseId,
    ip: ADDRESS.teacher,
  });
  // Green Valley's office signs in on its own days.
  const greenValley = greenValleyId
    ? (
        await tx
          .select({ id: users.id, role: users.role, username: users.username })
          .from(users)
          .innerJoin(schools, eq(schools.userId, users.id))
          .where(eq(schools.id, greenValleyId))
      )[0]
    : undefined;
  if (greenValley)
    for (const days of [27, 20, 14, 8, 3, 1])
      signIn(greenValley, greenValleyId, indiaTime(days, 10, 20), ADDRESS.greenValley);

  await tx.insert(auditEvents).values(
    events.map((event) => ({
      id: randomUUID(),
      at: event.at,
      actorUserId: event.actor?.id ?? null,
      actorRole: event.actor?.role ?? null,
      action: event.action,
      targetType: event.target?.type ?? null,
      targetId: event.target?.id ?? null,
      schoolId: event.schoolId ?? null,
      ip: event.ip,
      detail: event.detail ?? {},
    })),
  );
}
