import type { AssignmentUpdate, assignmentUpdateSchema } from "@ganit/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { requireAccess } from "../../access/index.ts";
import { auditCaller, type RequestMeta } from "../../audit/audit.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { assignmentChildren, assignments } from "../../db/schema.ts";
import { HttpError, notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { normalisedSection, requireChildren, requireTarget } from "./assign.ts";
import { refreshStandingOfClasses } from "./standing.ts";
import { fillAssignmentWork } from "./work.ts";

type UpdateBody = z.output<typeof assignmentUpdateSchema>;

/** A withdrawn assignment is kept for the record and changed no more (docs/adr/0702). */
export const isWithdrawn = () => new HttpError(409, "assignmentIsWithdrawn");

/**
 * The row of an assignment the caller may change, locked for the transaction: another class's,
 * another school's, a section the teacher does not teach, a whole class they teach one section of:
 * 404, as reading another school's row is.
 */
async function changeable(tx: DbOrTx, caller: SessionUser, id: string) {
  await requireAccess(tx, { caller, permission: "assignment.update", ids: [id], lock: "update" });
  const [row] = await tx.select().from(assignments).where(eq(assignments.id, id)).limit(1);
  if (!row) throw notFound();
  if (row.withdrawnAt) throw isWithdrawn();
  return row;
}

/**
 * PUT /api/assignments/{id} (docs/adr/0701): title, days and who it is for, within its class, by
 * the rules of creating one (the new section the teacher's; chosen children of the class and
 * section, each one the caller reaches; due not before start). The chosen children are replaced: a
 * child left out keeps every answer (those are their practice), the assignment no longer names them.
 */
export async function updateAssignment(
  db: Db,
  caller: SessionUser,
  id: string,
  input: AssignmentUpdate,
  meta: RequestMeta,
): Promise<void> {
  const body = { ...(input as UpdateBody), section: normalisedSection(input.section) };
  const chosen = [...new Set(body.studentIds ?? [])];
  await db.transaction(async (tx) => {
    const row = await changeable(tx, caller, id);
    const target = { courseId: row.courseId, classNumber: row.classNumber, section: body.section };
    await requireTarget(tx, caller, target);
    if (chosen.length) await requireChildren(tx, caller, target, chosen);
    const before = await tx
      .select({ studentId: assignmentChildren.studentId })
      .from(assignmentChildren)
      .where(eq(assignmentChildren.assignmentId, id));
    await tx
      .update(assignments)
      .set({
        title: body.title,
        section: body.section,
        chosen: chosen.length > 0,
        startsOn: body.startsOn,
        dueOn: body.dueOn,
        updatedAt: new Date(),
      })
      .where(eq(assignments.id, id));
    await tx.delete(assignmentChildren).where(eq(assignmentChildren.assignmentId, id));
    if (chosen.length)
      await tx
        .insert(assignmentChildren)
        .values(chosen.map((studentId) => ({ assignmentId: id, studentId })));
    // A new start day counts other work (docs/adr/0723); a new section or children change only
    // whom it reaches, read with the state. The class's standing follows either way (docs/adr/0738).
    if (body.startsOn !== row.startsOn) await fillAssignmentWork(tx, [id]);
    else await refreshStandingOfClasses(tx, [id]);
    const kept = new Set(chosen);
    await auditCaller(tx, caller, meta, {
      action: "assignment.updated",
      target: { type: "assignment", id },
      detail: {
        title: body.title !== row.title ? "changed" : null,
        section: body.section,
        children: chosen.length || null,
        removedChildren: before.filter((child) => !kept.has(child.studentId)).length || null,
        startsOn: body.startsOn,
        dueOn: body.dueOn,
        before: { section: row.section, startsOn: row.startsOn, dueOn: row.dueOn },
      },
    });
  });
}

/**
 * POST /api/assignments/{id}/withdraw (docs/adr/0702): the assignment stops being due to anyone
 * (the child's list, the parent's, My classes, needs help); its row, nudges and every answer stay,
 * and the teacher's list shows it behind the "withdrawn" filter. A second withdrawal is a 409: the
 * first one stands, with its one audit event.
 */
export async function withdrawAssignment(
  db: Db,
  caller: SessionUser,
  id: string,
  meta: RequestMeta,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await changeable(tx, caller, id);
    await tx
      .update(assignments)
      .set({ withdrawnAt: new Date(), withdrawnByUserId: caller.id })
      .where(and(eq(assignments.id, id), isNull(assignments.withdrawnAt)));
    await refreshStandingOfClasses(tx, [id]);
    await auditCaller(tx, caller, meta, {
      action: "assignment.withdrawn",
      target: { type: "assignment", id },
      detail: { classNumber: row.classNumber, section: row.section, dueOn: row.dueOn },
    });
  });
}
