import { randomUUID } from "node:crypto";
import type {
  Teacher,
  TeacherAddRequest,
  TeacherAddResponse,
  TeachersPage,
  TeachersQuery,
} from "@ganit/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { accessible, requireAccess, requireSchool } from "../../access/index.ts";
import { actorOf, auditCaller, type RequestMeta } from "../../audit/audit.ts";
import { BulkRowsError, oneRowError } from "../../bulk/rows.ts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { accountListKeys, countAll, pageOf, searchCondition, withIsoCreatedAt } from "../../db/lists.ts";
import { teachers, users } from "../../db/schema.ts";
import { conflict, notFound, said } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { setAccountStatus } from "../users/index.ts";
import { addTeachersSetWise } from "./bulk.ts";
import { classesOfTeachers, createTeacherClassesService } from "./classes.ts";
import { myClasses } from "./my-classes.ts";

/** The teacher row of a teacher account; the mobile number is the account's phone. */
export async function insertTeacher(
  db: DbOrTx,
  userId: string,
  details: { schoolId: string; dob: string | null },
) {
  const [teacher] = await db
    .insert(teachers)
    .values({ id: randomUUID(), userId, ...details, ...accountListKeys(userId) })
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

// Name and e-mail: the row's own copies, in the school's indexes (docs/adr/0371). Mobile and date of
// birth sort the school's few dozen teachers after `teachers_school_idx` has found them.
const SORT_COLUMNS = {
  name: teachers.sortName,
  email: teachers.sortEmail,
  mobile: teachers.accountPhone,
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

export function createTeachersService(ctx: AppContext) {
  const { db } = ctx.database;
  /** `select … from teachers join users`: a list's rows (`teacherColumns`) or its count. */
  const staff = <T extends SelectedFields>(columns: T) =>
    db.select(columns).from(teachers).innerJoin(users, eq(users.id, teachers.userId));
  const base = () => staff(teacherColumns);
  /** The rows as the API answers them: ISO dates and each teacher's classes. */
  async function answered<Row extends { _id: string; createdAt: Date }>(rows: Row[]) {
    const classes = await classesOfTeachers(
      db,
      rows.map((row) => row._id),
    );
    return rows.map((row) => ({ ...withIsoCreatedAt(row), classes: classes.get(row._id) ?? [] }));
  }

  async function add(
    caller: SessionUser,
    rawRows: readonly Record<string, unknown>[],
    meta: RequestMeta,
    action: "teacher.added" | "teacher.bulk_added",
  ): Promise<TeacherAddResponse> {
    const schoolId = requireSchool(caller);
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
    const list = await answered(await base().where(inArray(teachers.id, ids)).orderBy(SORT_COLUMNS.name));
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
    await db.transaction(async (tx) => {
      await requireAccess(tx, { caller, permission: "teacher.update", ids: [userId], lock: "update" });
      const [target] = await tx
        .select({ status: users.status, username: users.username })
        .from(users)
        .where(eq(users.id, userId))
        .for("update")
        .limit(1);
      if (!target) throw notFound();
      if (target.status === status) return;
      // A hold ends the teacher's sessions at once; activating does not revive them.
      await setAccountStatus(tx, userId, status);
      await auditCaller(tx, caller, meta, {
        action: status === "hold" ? "teacher.held" : "teacher.activated",
        target: { type: "teacher", id: userId },
        detail: { username: target.username },
      });
    });
  }

  return {
    /** GET /api/teacher/getall: the caller's school only; the whole list, or one page. */
    async list(caller: SessionUser, query: TeachersQuery | null): Promise<TeachersPage | Teacher[]> {
      requireSchool(caller);
      const own = accessible(caller, "teacher.read");
      if (!query) {
        return answered(await base().where(own).orderBy(SORT_COLUMNS.name, teachers.id));
      }
      const where = and(
        own,
        query.status ? eq(users.status, query.status) : undefined,
        searchCondition(query.search, [teachers.accountPhone], [teachers.sortName, teachers.sortEmail]),
      );
      const page = await pageOf({
        query,
        sortColumns: SORT_COLUMNS,
        tiebreaker: teachers.id,
        rows: base().where(where),
        count: staff({ n: countAll }).where(where),
      });
      return { ...page, items: await answered(page.items) };
    },

    /** POST /api/teacher/add: one teacher; a problem goes under its field (e-mail taken → 409). */
    async addOne(caller: SessionUser, input: TeacherAddRequest, meta: RequestMeta) {
      try {
        return await add(caller, [input as Record<string, unknown>], meta, "teacher.added");
      } catch (error) {
        if (error instanceof BulkRowsError && error.errors[0]) throw oneRowError(error, "emailTaken");
        throw error;
      }
    },

    addBulk: (caller: SessionUser, rows: readonly Record<string, unknown>[], meta: RequestMeta) =>
      add(caller, rows, meta, "teacher.bulk_added"),

    async activate(caller: SessionUser, userId: string, meta: RequestMeta) {
      await setStatus(caller, userId, "active", meta);
      return said("teacherActivated");
    },

    classes: createTeacherClassesService(db),
    myClasses: async (caller: SessionUser) => ({ classes: await myClasses(db, caller) }),

    async hold(caller: SessionUser, userId: string, meta: RequestMeta) {
      await setStatus(caller, userId, "hold", meta);
      return said("teacherHeld");
    },
  };
}
export type TeachersService = ReturnType<typeof createTeachersService>;
