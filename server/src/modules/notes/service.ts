import { randomUUID } from "node:crypto";
import type { ParentNote, StudentNote } from "@ganit/contracts";
import { PARENT_NOTES_SHOWN } from "@ganit/contracts";
import { desc, eq, type SQL } from "drizzle-orm";
import { requireAccess, requireSchool } from "../../access/index.ts";
import { auditCaller, type RequestMeta } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { studentNotes, users } from "../../db/schema.ts";
import { notFound, said } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";

/**
 * A teacher's notes about a child for the child's parents (docs/adr/0731). Who reaches which child
 * or note is the access module's (`student.read`, `note.write`, `note.update`); the audit events
 * name the child and the note, never the text.
 */

type NoteText = { text: string };

function noteRows(db: DbOrTx, where: SQL, limit?: number) {
  const query = db
    .select({
      id: studentNotes.id,
      text: studentNotes.text,
      teacherUserId: studentNotes.teacherUserId,
      teacherName: users.name,
      createdAt: studentNotes.createdAt,
      updatedAt: studentNotes.updatedAt,
    })
    .from(studentNotes)
    .leftJoin(users, eq(users.id, studentNotes.teacherUserId))
    .where(where)
    .orderBy(desc(studentNotes.createdAt), desc(studentNotes.id));
  return limit === undefined ? query : query.limit(limit);
}

type NoteRow = Awaited<ReturnType<typeof noteRows>>[number];
const toNote = (row: NoteRow, caller: SessionUser): StudentNote => ({
  id: row.id,
  text: row.text,
  teacherName: row.teacherName,
  mine: row.teacherUserId === caller.id,
  removable: row.teacherUserId === caller.id || caller.role === "school",
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The newest notes about a child as the parent reads them. The caller checked `child.read`. */
export async function parentNotesOf(db: DbOrTx, studentId: string): Promise<ParentNote[]> {
  const rows = await noteRows(db, eq(studentNotes.studentId, studentId), PARENT_NOTES_SHOWN);
  return rows.map((row) => ({
    text: row.text,
    teacherName: row.teacherName,
    at: row.createdAt.toISOString(),
  }));
}

/** The demo's notes, written as a teacher would (no request, so no audit event). */
export async function seedNote(
  tx: DbOrTx,
  note: { studentId: string; teacherUserId: string; schoolId: string; text: string; at: Date },
): Promise<void> {
  await tx.insert(studentNotes).values({
    id: randomUUID(),
    studentId: note.studentId,
    teacherUserId: note.teacherUserId,
    schoolId: note.schoolId,
    text: note.text,
    createdAt: note.at,
    updatedAt: note.at,
  });
}

/** An erased child's notes go, in the erasure's transaction (the foreign key would too; this says so). */
export async function forgetNotesOfChild(tx: DbOrTx, studentId: string): Promise<number> {
  const gone = await tx
    .delete(studentNotes)
    .where(eq(studentNotes.studentId, studentId))
    .returning({ id: studentNotes.id });
  return gone.length;
}

/** A note's event in the trail: about the child, naming the note (never its text). */
const auditNote = (
  tx: DbOrTx,
  caller: SessionUser,
  meta: RequestMeta,
  action: "note.written" | "note.updated" | "note.deleted",
  note: { studentId: string; noteId: string },
) =>
  auditCaller(tx, caller, meta, {
    action,
    target: { type: "student", id: note.studentId },
    detail: { noteId: note.noteId },
  });

export function createNotesService(ctx: AppContext) {
  const { db } = ctx.database;

  async function one(caller: SessionUser, id: string) {
    const [row] = await noteRows(db, eq(studentNotes.id, id));
    if (!row) throw notFound();
    return toNote(row, caller);
  }

  return {
    /** GET /api/notes/students/{id}: the school office's or the child's teacher's view, newest first. */
    async list(caller: SessionUser, studentId: string) {
      await requireAccess(db, { caller, permission: "student.read", ids: [studentId] });
      const rows = await noteRows(db, eq(studentNotes.studentId, studentId));
      return { items: rows.map((row) => toNote(row, caller)) };
    },

    /** POST /api/notes/students/{id}: a teacher of the child's class writes a note (audited). */
    async write(caller: SessionUser, studentId: string, body: NoteText, meta: RequestMeta) {
      const schoolId = requireSchool(caller);
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await requireAccess(tx, { caller, permission: "note.write", ids: [studentId], lock: "key share" });
        await tx
          .insert(studentNotes)
          .values({ id, studentId, teacherUserId: caller.id, schoolId, text: body.text });
        await auditNote(tx, caller, meta, "note.written", { studentId, noteId: id });
      });
      return { ...said("noteSaved"), note: await one(caller, id) };
    },

    /** PUT /api/notes/{id}: the note's teacher edits it (audited). */
    async update(caller: SessionUser, id: string, body: NoteText, meta: RequestMeta) {
      await db.transaction(async (tx) => {
        await requireAccess(tx, { caller, permission: "note.update", ids: [id], lock: "update" });
        const [row] = await tx
          .update(studentNotes)
          .set({ text: body.text, updatedAt: new Date() })
          .where(eq(studentNotes.id, id))
          .returning({ studentId: studentNotes.studentId });
        if (!row) throw notFound();
        await auditNote(tx, caller, meta, "note.updated", { studentId: row.studentId, noteId: id });
      });
      return { ...said("noteSaved"), note: await one(caller, id) };
    },

    /** DELETE /api/notes/{id}: the note's teacher, or the school office, deletes it (audited). */
    async remove(caller: SessionUser, id: string, meta: RequestMeta) {
      await db.transaction(async (tx) => {
        await requireAccess(tx, { caller, permission: "note.remove", ids: [id], lock: "update" });
        const [row] = await tx
          .delete(studentNotes)
          .where(eq(studentNotes.id, id))
          .returning({ studentId: studentNotes.studentId });
        if (!row) throw notFound();
        await auditNote(tx, caller, meta, "note.deleted", { studentId: row.studentId, noteId: id });
      });
      return said("noteDeleted");
    },
  };
}
export type NotesService = ReturnType<typeof createNotesService>;
