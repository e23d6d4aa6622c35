import { randomUUID } from "node:crypto";
import { priceInPaise } from "@ganit/contracts";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../audit/audit.ts";
import type { Tx } from "../db/client.ts";
import {
  courseClasses,
  courses,
  purchasedClasses,
  purchaseLines,
  purchases,
  settings,
  students,
  users,
} from "../db/schema.ts";
import { DISCOUNT_SETTING } from "../modules/purchases/index.ts";
import type { DemoPurchase, Line } from "./purchase-plans.ts";

/**
 * The demo's purchases, so both sides of buying can be tried at once: for each demo school a verified
 * purchase (its classes active, seats about the school's pupils of each class), one under review and,
 * for Sunrise, a rejected one (with its reason, no classes left) and a renewal under review; a few
 * classes the superadmin enabled directly for the schools' own access; and the individual learner's
 * verified class and one under review. Rows are written directly in the seed's transaction, with the
 * audit events the real actions write, priced like the server prices (5 % demo discount).
 */

const DEMO_DISCOUNT_BASIS_POINTS = 500;
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

export type DemoBuyers = {
  superadmin: AuditActor;
  schools: { schoolId: string; user: AuditActor; purchases: DemoPurchase[]; enabled: Line[] }[];
  learner: { studentId: string; user: AuditActor; purchases: DemoPurchase[] };
};

export async function seedDemoPurchases(tx: Tx, buyers: DemoBuyers) {
  await tx.insert(settings).values({
    key: DISCOUNT_SETTING,
    value: DEMO_DISCOUNT_BASIS_POINTS,
    updatedByUserId: buyers.superadmin.id,
  });
  await recordAudit(tx, {
    action: "settings.discount_changed",
    actor: buyers.superadmin,
    target: { type: "setting", id: DISCOUNT_SETTING },
    detail: { oldPercent: 0, newPercent: DEMO_DISCOUNT_BASIS_POINTS / 100 },
  });
  const prices = await priceList(tx);
  for (const school of buyers.schools) {
    const pupils = await pupilsByClass(tx, school.schoolId);
    const owner = { schoolId: school.schoolId, studentId: null };
    for (const purchase of school.purchases)
      await writePurchase(tx, buyers.superadmin, school.user, owner, purchase, prices, pupils);
    await enableForSchool(tx, buyers.superadmin, school.schoolId, school.enabled, prices);
  }
  const owner = { schoolId: null, studentId: buyers.learner.studentId };
  for (const purchase of buyers.learner.purchases)
    await writePurchase(tx, buyers.superadmin, buyers.learner.user, owner, purchase, prices, new Map());
}

type Prices = Map<string, { courseId: string; student: number; school: number }>;

async function priceList(tx: Tx): Promise<Prices> {
  const rows = await tx
    .select({
      name: courses.name,
      courseId: courses.id,
      classNumber: courseClasses.classNumber,
      student: courseClasses.pricePerStudentPaise,
      school: courseClasses.pricePerSchoolPaise,
    })
    .from(courseClasses)
    .innerJoin(courses, eq(courses.id, courseClasses.courseId))
    .where(isNull(courses.archivedAt));
  return new Map(rows.map((row) => [`${row.name}/${row.classNumber}`, row]));
}

/** The school's pupils per class, rounded up to 5: the seats a school would buy. */
async function pupilsByClass(tx: Tx, schoolId: string) {
  const rows = await tx
    .select({ classNumber: students.classNumber, n: sql<number>`cast(count(*) as integer)` })
    .from(students)
    .where(eq(students.schoolId, schoolId))
    .groupBy(students.classNumber)
    .orderBy(asc(students.classNumber));
  return new Map(rows.map((row) => [row.classNumber, Math.max(5, Math.ceil(row.n / 5) * 5)]));
}

function priceOf(prices: Prices, line: Line) {
  const price = prices.get(`${line.course}/${line.classNumber}`);
  if (!price) throw new Error(`demo purchase: ${line.course} has no class ${line.classNumber}`);
  return price;
}

async function writePurchase(
  tx: Tx,
  superadmin: AuditActor,
  buyer: AuditActor,
  owner: { schoolId: string | null; studentId: string | null },
  purchase: DemoPurchase,
  prices: Prices,
  pupils: Map<number, number>,
) {
  const lines = purchase.lines.map((line, position) => {
    const price = priceOf(prices, line);
    const seats =
      purchase.kind === "school"
        ? null
        : line.seats === "pupils"
          ? (pupils.get(line.classNumber) ?? 5)
          : (line.seats ?? 1);
    const unit = purchase.kind === "school" ? price.school : price.student;
    return {
      id: randomUUID(),
      position,
      courseId: price.courseId,
      classNumber: line.classNumber,
      seats,
      unitPricePaise: unit,
      amountPaise: unit * (seats ?? 1),
      renewal: line.renewal ?? false,
    };
  });
  const { subtotal, total } = priceInPaise(
    lines.map((line) => line.amountPaise),
    DEMO_DISCOUNT_BASIS_POINTS,
  );
  const id = randomUUID();
  const createdAt = daysAgo(purchase.createdDaysAgo);
  const decidedAt = purchase.decidedDaysAgo === undefined ? null : daysAgo(purchase.decidedDaysAgo);
  await tx.insert(purchases).values({
    id,
    buyerSchoolId: owner.schoolId,
    buyerStudentId: owner.studentId,
    kind: purchase.kind,
    utrNumber: purchase.utr,
    subtotalPaise: subtotal,
    discountBasisPoints: DEMO_DISCOUNT_BASIS_POINTS,
    totalPaise: total,
    status: purchase.status,
    createdByUserId: buyer.id,
    createdAt,
    decidedByUserId: decidedAt ? superadmin.id : null,
    decidedAt,
    rejectionReason: purchase.reason ?? null,
  });
  await tx.insert(purchaseLines).values(lines.map((line) => ({ ...line, purchaseId: id })));
  // A rejected purchase leaves no classes; a renewal raises the limit only when it is approved.
  const newClasses = lines.filter((line) => !line.renewal);
  if (purchase.status !== "rejected" && newClasses.length)
    await tx.insert(purchasedClasses).values(
      newClasses.map((line) => ({
        id: randomUUID(),
        ...owner,
        courseId: line.courseId,
        classNumber: line.classNumber,
        kind: purchase.kind,
        status: purchase.status === "verified" ? ("active" as const) : ("hold" as const),
        studentLimit: line.seats,
        purchaseId: id,
        createdAt,
        updatedAt: decidedAt ?? createdAt,
      })),
    );
  const renewal = lines.some((line) => line.renewal);
  const amounts = {
    subtotalPaise: subtotal,
    discountBasisPoints: DEMO_DISCOUNT_BASIS_POINTS,
    totalPaise: total,
  };
  await recordAudit(tx, {
    action: renewal ? "purchase.renewal_requested" : "purchase.created",
    actor: buyer,
    target: { type: "purchase", id },
    schoolId: owner.schoolId,
    detail: { kind: purchase.kind, utrNumber: purchase.utr, ...amounts },
  });
  if (purchase.status !== "pending")
    await recordAudit(tx, {
      action: purchase.status === "verified" ? "purchase.approved" : "purchase.rejected",
      actor: superadmin,
      target: { type: "purchase", id },
      schoolId: owner.schoolId,
      detail: { ...amounts, ...(purchase.reason ? { reason: purchase.reason } : {}) },
    });
}

/** Classes the superadmin enabled directly for a school's own access (no purchase, no limit). */
async function enableForSchool(
  tx: Tx,
  superadmin: AuditActor,
  schoolId: string,
  lines: Line[],
  prices: Prices,
) {
  if (!lines.length) return;
  const rows = lines.map((line) => ({
    id: randomUUID(),
    schoolId,
    courseId: priceOf(prices, line).courseId,
    classNumber: line.classNumber,
    kind: "school" as const,
    status: "active" as const,
    studentLimit: null,
    purchaseId: null,
  }));
  await tx.insert(purchasedClasses).values(rows);
  for (const row of rows)
    await recordAudit(tx, {
      action: "enablement.added",
      actor: superadmin,
      target: { type: "purchased_class", id: row.id },
      schoolId,
      detail: { courseId: row.courseId, kind: "school", classNumber: row.classNumber, status: "active" },
    });
}

/** The demo superadmin (or the platform's first one, when SUPERADMIN_* made it). */
export async function demoSuperadmin(tx: Tx): Promise<AuditActor> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "superadmin"), inArray(users.status, ["active"])))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!row) throw new Error("demo purchases need a superadmin");
  return { id: row.id, role: "superadmin" };
}
