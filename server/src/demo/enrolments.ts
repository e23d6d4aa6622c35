import { randomUUID } from "node:crypto";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../audit/audit.ts";
import type { Tx } from "../db/client.ts";
import { enrolments, purchasedClasses, students, users } from "../db/schema.ts";
import { studentsWithAccounts } from "../modules/students/index.ts";

/**
 * The demo's enrolments: in each demo school, most pupils of a class sit in the school's
 * active student classes of that class number — every sixth one is left out, so the enrolment screen
 * has students to add as well as to remove — never past a class's seat limit. Asha (asha1001, class 4)
 * is always in, so the student's dashboard shows a course. Written directly in the seed's
 * transaction, with the audit event the school's bulk enrolment writes.
 */

const LEAVE_OUT_EVERY = 6;
const DAY = 24 * 60 * 60 * 1000;

export async function seedDemoEnrolments(tx: Tx, schools: { schoolId: string; user: AuditActor }[]) {
  for (const school of schools) {
    const classes = await tx
      .select({
        id: purchasedClasses.id,
        courseId: purchasedClasses.courseId,
        classNumber: purchasedClasses.classNumber,
        studentLimit: purchasedClasses.studentLimit,
        updatedAt: purchasedClasses.updatedAt,
      })
      .from(purchasedClasses)
      .where(
        and(
          eq(purchasedClasses.schoolId, school.schoolId),
          eq(purchasedClasses.kind, "students"),
          eq(purchasedClasses.status, "active"),
          isNotNull(purchasedClasses.purchaseId),
        ),
      )
      .orderBy(asc(purchasedClasses.courseId), asc(purchasedClasses.classNumber));
    for (const klass of classes) {
      const pupils = await studentsWithAccounts(tx, { id: students.id, username: users.username })
        .where(and(eq(students.schoolId, school.schoolId), eq(students.classNumber, klass.classNumber)))
        .orderBy(asc(students.rollNumber), asc(students.id));
      const chosen = pupils
        .filter((pupil, index) => pupil.username === "asha1001" || (index + 1) % LEAVE_OUT_EVERY !== 0)
        .slice(0, klass.studentLimit ?? undefined);
      if (chosen.length === 0) continue;
      // Enrolled the day after the class became active (its payment was verified).
      const enrolledAt = new Date(klass.updatedAt.getTime() + DAY);
      await tx.insert(enrolments).values(
        chosen.map((pupil) => ({
          id: randomUUID(),
          studentId: pupil.id,
          purchasedClassId: klass.id,
          courseId: klass.courseId,
          classNumber: klass.classNumber,
          enrolledAt,
        })),
      );
      await recordAudit(tx, {
        action: "enrolment.bulk_added",
        actor: school.user,
        target: { type: "purchased_class", id: klass.id },
        schoolId: school.schoolId,
        detail: {
          courseId: klass.courseId,
          classNumber: klass.classNumber,
          count: chosen.length,
          skipped: 0,
        },
      });
    }
  }
}
