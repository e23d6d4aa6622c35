import { randomUUID } from "node:crypto";
import {
  type ActiveSchoolsQuery,
  LIMITS,
  type SchoolDashboard,
  type SchoolRegistration,
  type SchoolStatusChange,
} from "@ganit/contracts";
import { districtOf, findState } from "@ganit/contracts/india";
import { eq, sql } from "drizzle-orm";
import { accessible, requireSchool } from "../../access/index.ts";
import { actorOf, type RequestMeta } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { runNamed } from "../../db/named.ts";
import { schools, students, teachers, users } from "../../db/schema.ts";
import { HttpError, notFound, said } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { enforceLimit } from "../../plugins/throttle.ts";
import { listAllSchools, pageOfSchools } from "./active-schools.ts";
import { registerSchool } from "./commands.ts";
import { gettingStartedColumns, toGettingStarted } from "./getting-started.ts";
import { schoolsWithAccounts } from "./school-accounts.ts";
import { setSchoolStatus } from "./school-status.ts";

export type SchoolDetails = {
  udiscCode: string;
  address: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
};

/** The school row of a school account. Its name, e-mail and phone live on the account (users). */
export async function insertSchool(db: DbOrTx, userId: string, details: SchoolDetails) {
  const [school] = await db
    .insert(schools)
    .values({ id: randomUUID(), userId, ...details })
    .returning()
    .catch((error: unknown) => {
      // Two registrations with one UDISE code can both pass the check; the unique index decides.
      throw isUniqueViolation(error) ? udiseTaken() : error;
    });
  if (!school) throw new Error("insert returned no row");
  return school;
}

/** Locks the school's row until the transaction ends: one upload of its students at a time. */
export async function lockSchool(tx: DbOrTx, schoolId: string): Promise<void> {
  await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for("update");
}

/**
 * Takes `count` roll numbers of the school (never reused: the counter only grows) and returns the
 * first; the rest follow it.
 */
export async function reserveRollNumbers(tx: DbOrTx, schoolId: string, count: number): Promise<number> {
  const [row] = await tx
    .update(schools)
    .set({ nextRollNumber: sql`${schools.nextRollNumber} + ${count}` })
    .where(eq(schools.id, schoolId))
    .returning({ first: sql<number>`${schools.nextRollNumber} - ${count}` });
  return Number(row?.first ?? 1);
}

/** The school details the profile shows; name, e-mail and phone are the account's. */
export async function findSchoolProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      city: schools.city,
      state: schools.state,
      district: schools.district,
      pincode: schools.pincode,
      udiscCode: schools.udiscCode,
      address: schools.address,
    })
    .from(schools)
    .where(eq(schools.userId, userId))
    .limit(1);
  return row;
}

export const udiseTaken = () => new HttpError(409, "udiseTaken", { fields: { udiscCode: "udiseTaken" } });

/**
 * The state and district as the reference list spells them: 400 under `state` for an unknown
 * state, under `district` for a district of another state.
 */
export function placeOf(input: { state: string; district: string }) {
  const state = findState(input.state);
  if (!state) throw new HttpError(400, "stateInvalid", { fields: { state: "stateInvalid" } });
  const district = districtOf(state.name, input.district);
  if (!district) {
    throw new HttpError(400, "districtNotInState", { fields: { district: "districtNotInState" } });
  }
  return { state: state.name, district };
}

export function createSchoolsService(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    /**
     * A school registers itself: its account (username = e-mail, no password yet), its school row
     * (active), the welcome mail with the set-password link and the audit event, in one transaction.
     * Every attempt that passes validation counts against the per-IP limit, refused ones included,
     * so the form cannot be used to probe which e-mails and UDISE codes are registered.
     */
    async register(input: SchoolRegistration, ip: string) {
      const place = placeOf(input);
      await enforceLimit(
        db,
        "schoolRegister",
        ip,
        LIMITS.schoolRegistrationsPerIp,
        LIMITS.registrationWindowMinutes,
      );
      await db.transaction((tx) => registerSchool(tx, input, place, { ip, appUrl: ctx.config.appUrl }));
      ctx.worker.kick();
      return said("schoolRegistered");
    },

    /** The caller's school at a glance: its students by class and its teachers. */
    async dashboard(caller: SessionUser): Promise<SchoolDashboard> {
      // A school account whose school row is gone has nothing to show.
      const schoolId = requireSchool(caller);
      // One statement: the school's name, its pupils by class, its staff and its getting-started path.
      // Named: its access rules cost more to plan than its counts to read (docs/adr/0744).
      const [school] = await runNamed(
        schoolsWithAccounts(db, {
          name: users.name,
          byClass: sql<{ c: number; n: number }[]>`(
            select coalesce(json_agg(json_build_object('c', g.c, 'n', g.n)), '[]'::json)
            from (select ${students.classNumber} as c, count(*)::int as n from ${students}
                  where ${accessible(caller, "student.read")} group by ${students.classNumber}) g)`,
          staff: sql<{ teachers: number; active: number }>`(
            select json_build_object('teachers', count(*)::int,
                                     'active', (count(*) filter (where staff.status = 'active'))::int)
            from ${teachers} inner join ${users} staff on staff.id = ${teachers.userId}
            where ${accessible(caller, "teacher.read")})`,
          ...gettingStartedColumns(caller),
        })
          .where(eq(schools.id, schoolId))
          .limit(1),
      );
      if (!school) throw notFound();
      const counts = new Map(school.byClass.map((row) => [row.c, row.n]));
      const studentsByClass = [];
      for (let c = LIMITS.classMin; c <= LIMITS.classMax; c++) {
        studentsByClass.push({ class: c, count: counts.get(c) ?? 0 });
      }
      return {
        name: school.name,
        students: studentsByClass.reduce((sum, row) => sum + row.count, 0),
        studentsByClass,
        teachers: school.staff.teachers,
        activeTeachers: school.staff.active,
        gettingStarted: toGettingStarted(school),
      };
    },

    /** The superadmin's schools: the spec's whole list, or one page when any list parameter is given. */
    listSchools(query: ActiveSchoolsQuery | null) {
      return query ? pageOfSchools(db, query) : listAllSchools(db);
    },

    /** Hold, block or reactivate a school (school-status.ts); the mail leaves after the commit. */
    async setStatus(caller: SessionUser, schoolId: string, change: SchoolStatusChange, meta: RequestMeta) {
      await db.transaction((tx) =>
        setSchoolStatus(tx, schoolId, change, { actor: actorOf(caller), meta, appUrl: ctx.config.appUrl }),
      );
      ctx.worker.kick();
      return said(
        change.status === "active"
          ? "schoolActivated"
          : change.status === "hold"
            ? "schoolHeld"
            : "schoolBlockedDone",
      );
    },
  };
}
export type SchoolsService = ReturnType<typeof createSchoolsService>;
