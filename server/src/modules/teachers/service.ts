import { randomUUID } from "node:crypto";
import type {
  MessageKey,
  Teacher,
  TeacherAddRequest,
  TeacherAddResponse,
  TeachersPage,
  TeachersQuery,
} from "@ganit/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit.ts";
import { BulkRowsError } from "../../bulk/rows.ts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { countAll, pageOf, searchCondition } from "../../db/lists.ts";
import { teachers, users } from "../../db/schema.ts";
import { conflict, HttpError, notFound, said } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { endSessions, isUniqueViolation } from "../users/accounts.ts";
import { addTeachersSetWise } from "./bulk.ts";

/** The teacher row of a teacher account; the mobile number is the account's phone. */
export async function insertTeacher(
  db: DbOrTx,
  userId: string,
  details: { schoolId: string; dob: string | null },
) {
  const [teacher] = await db
    .insert(teachers)
    .values({ id: randomUUID(), userId, ...details })
    .returning();
  if (!teacher) throw new Error("insert returned no row");
  return teacher;
}

export async function findTeacherProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ dob: teachers.dob })
    .from(teachers)
    .where(eq(teachers.userId, userId))
    .limit(1);
  return row;
}

/* ---------- The school's teachers: list, add, upload, hold, activate ---------- */

const SORT_COLUMNS = {
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  mobile: users.phone,
  dob: teachers.dob,
};

const teacherColumns = {
  _id: teachers.id,
  userId: users.id,
  name: users.name,
  email: users.email,
  mobile: users.phone,
  dob: teachers.dob,
  role: users.role,
  status: users.status,
  createdAt: teachers.createdAt,
};
type TeacherDbRow = Omit<Teacher, "createdAt"> & { createdAt: Date };
const toTeacher = (row: TeacherDbRow): Teacher => ({ ...row, createdAt: row.createdAt.toISOString() });

type RequestMeta = { ip: string };
/** The caller's school. A school account without its school row (never made by Ganit) finds nothing. */
const schoolIdOf = (caller: SessionUser) => {
  if (!caller.schoolId) throw notFound();
  return caller.schoolId;
};
const actorOf = (caller: SessionUser) => ({ id: caller.id, role: caller.role, schoolId: caller.schoolId });

export function createTeachersService(ctx: AppContext) {
  const { db } = ctx.database;
  const ofSchool = (schoolId: string) => and(eq(teachers.schoolId, schoolId), eq(users.role, "teacher"));
  const base = () => db.select(teacherColumns).from(teachers).innerJoin(users, eq(users.id, teachers.userId));

  async function add(
    caller: SessionUser,
    rawRows: readonly Record<string, unknown>[],
    meta: RequestMeta,
    action: "teacher.added" | "teacher.bulk_added",
  ): Promise<TeacherAddResponse> {
    const schoolId = schoolIdOf(caller);
    const { ids } = await db
      .transaction((tx) =>
        addTeachersSetWise(tx, {
          schoolId,
          rawRows,
          actor: actorOf(caller),
          ip: meta.ip,
          appUrl: ctx.config.appUrl,
          action,
        }),
      )
      .catch((error: unknown) => {
        // Two uploads with one e-mail at the same moment: the unique index decides, nothing is saved.
        throw isUniqueViolation(error) ? conflict("emailTaken", "email") : error;
      });
    ctx.worker.kick();
    const list = (await base().where(inArray(teachers.id, ids)).orderBy(SORT_COLUMNS.name)).map(toTeacher);
    return {
      ...said(action === "teacher.added" ? "teacherAdded" : "teachersAdded"),
      count: ids.length,
      teachers: list,
    };
  }

  async function setStatus(
    caller: SessionUser,
    userId: string,
    status: "active" | "hold",
    meta: RequestMeta,
  ) {
    const schoolId = schoolIdOf(caller);
    await db.transaction(async (tx) => {
      const [target] = await tx
        .select({ userId: users.id, status: users.status, username: users.username })
        .from(teachers)
        .innerJoin(users, eq(users.id, teachers.userId))
        .where(and(ofSchool(schoolId), eq(teachers.userId, userId)))
        .for("update")
        .limit(1);
      if (!target) throw notFound();
      if (target.status === status) return;
      await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
      // A hold ends the teacher's sessions at once; activating does not revive them.
      await endSessions(tx, userId);
      await recordAudit(tx, {
        action: status === "hold" ? "teacher.held" : "teacher.activated",
        actor: actorOf(caller),
        target: { type: "teacher", id: userId },
        ip: meta.ip,
        detail: { username: target.username },
      });
    });
  }

  return {
    /** GET /api/teacher/getall: the caller's school only; the whole list, or one page. */
    async list(caller: SessionUser, query: TeachersQuery | null): Promise<TeachersPage | Teacher[]> {
      const schoolId = schoolIdOf(caller);
      if (!query) {
        return (await base().where(ofSchool(schoolId)).orderBy(SORT_COLUMNS.name, teachers.id)).map(
          toTeacher,
        );
      }
      const where = and(
        ofSchool(schoolId),
        query.status ? eq(users.status, query.status) : undefined,
        searchCondition(query.search, [users.name, users.email, users.phone]),
      );
      const page = await pageOf({
        query,
        sortColumns: SORT_COLUMNS,
        tiebreaker: teachers.id,
        rows: ({ orderBy, limit, offset }) =>
          base()
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        count: async () =>
          (
            await db
              .select({ n: countAll })
              .from(teachers)
              .innerJoin(users, eq(users.id, teachers.userId))
              .where(where)
          )[0]?.n ?? 0,
      });
      return { ...page, items: page.items.map(toTeacher) };
    },

    /** POST /api/teacher/add: one teacher; a problem goes under its field (e-mail taken → 409). */
    async addOne(caller: SessionUser, input: TeacherAddRequest, meta: RequestMeta) {
      try {
        return await add(caller, [input as Record<string, unknown>], meta, "teacher.added");
      } catch (error) {
        if (error instanceof BulkRowsError && error.errors[0]) {
          const first = error.errors[0];
          const key = (first.key ?? "invalidInput").split("?")[0] as MessageKey;
          throw new HttpError(key === "emailTaken" ? 409 : 400, key, {
            fields: Object.fromEntries(error.errors.map((e) => [e.field, e.key ?? "invalidInput"])),
          });
        }
        throw error;
      }
    },

    addBulk: (caller: SessionUser, rows: readonly Record<string, unknown>[], meta: RequestMeta) =>
      add(caller, rows, meta, "teacher.bulk_added"),

    async activate(caller: SessionUser, userId: string, meta: RequestMeta) {
      await setStatus(caller, userId, "active", meta);
      return said("teacherActivated");
    },

    async hold(caller: SessionUser, userId: string, meta: RequestMeta) {
      await setStatus(caller, userId, "hold", meta);
      return said("teacherHeld");
    },
  };
}
export type TeachersService = ReturnType<typeof createTeachersService>;
