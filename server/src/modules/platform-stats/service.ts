import {
  GROWTH_TREND_MONTHS,
  type GrowthTrendItem,
  type RegistrationTrendItem,
  type SchoolsStatus,
  STATUS_LIST_MAX,
  type StatusSchool,
} from "@ganit/contracts";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { countAll, withIsoCreatedAt } from "../../db/lists.ts";
import { schools, users } from "../../db/schema.ts";
import { schoolsWithAccounts } from "../schools/index.ts";

/**
 * The superadmin dashboard's numbers. Read only: counts over schools and accounts, which this module
 * reads (never writes) as a report of the whole platform.
 *
 * Days and months are India's (Asia/Kolkata, UTC+05:30 all year, no daylight saving), so a school that
 * registers at 00:30 in Mumbai counts on that Mumbai day. The offset is applied in SQL to the UTC
 * instant and in JS to "now", so the answer does not depend on the database session's time zone.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
// The format is a constant of this file, inlined: a bound parameter would make the select and the
// group by two different expressions to PostgreSQL.
const istText = (
  column: typeof schools.createdAt | typeof users.createdAt,
  format: "YYYY-MM-DD" | "YYYY-MM",
) => sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', ${sql.raw(`'${format}'`)})`;

/** The India date (YYYY-MM-DD) of an instant. */
const istDate = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
/** Midnight at the start of an India date, as a UTC instant. */
const istMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) - IST_OFFSET_MS);

const SCHOOL_STATUSES = ["active", "hold", "blocked"] as const;

export function createPlatformStatsService(ctx: AppContext) {
  const { db } = ctx.database;

  async function newestSchools(status: (typeof SCHOOL_STATUSES)[number]): Promise<StatusSchool[]> {
    const rows = await schoolsWithAccounts(db, {
      _id: schools.id,
      name: users.name,
      udiscCode: schools.udiscCode,
      city: schools.city,
      state: schools.state,
      status: schools.status,
      createdAt: schools.createdAt,
    })
      .where(eq(schools.status, status))
      .orderBy(desc(schools.createdAt), schools.id)
      .limit(STATUS_LIST_MAX);
    return rows.map(withIsoCreatedAt);
  }

  return {
    /** GET /api/data/schools/status: the newest schools of each status, the true counts, the totals. */
    async status(): Promise<SchoolsStatus> {
      const [active, hold, blocked] = await Promise.all([
        newestSchools("active"),
        newestSchools("hold"),
        newestSchools("blocked"),
      ]);
      const bySchoolStatus = await db
        .select({ status: schools.status, count: countAll })
        .from(schools)
        .groupBy(schools.status);
      const byRole = await db.select({ role: users.role, count: countAll }).from(users).groupBy(users.role);
      const schoolCount = (status: string) => bySchoolStatus.find((row) => row.status === status)?.count ?? 0;
      const roleCount = (...roles: string[]) =>
        byRole.filter((row) => roles.includes(row.role)).reduce((sum, row) => sum + row.count, 0);
      return {
        active,
        hold,
        blocked,
        counts: { active: schoolCount("active"), hold: schoolCount("hold"), blocked: schoolCount("blocked") },
        totalStudents: roleCount("student", "studentb2c"),
        studentsBreakdown: {
          schoolStudents: roleCount("student"),
          individualLearners: roleCount("studentb2c"),
        },
        totalTeachers: roleCount("teacher"),
        totalUsers: byRole.reduce((sum, row) => sum + row.count, 0),
      };
    },

    /** GET /api/data/schools/registration-trend: every day of the last `days` India days, today included. */
    async registrationTrend(days: number, now = new Date()): Promise<RegistrationTrendItem[]> {
      const today = istDate(now);
      const dates = Array.from({ length: days }, (_, index) =>
        istDate(new Date(Date.parse(`${today}T12:00:00.000Z`) - (days - 1 - index) * 86_400_000)),
      );
      const day = istText(schools.createdAt, "YYYY-MM-DD");
      const rows = await db
        .select({ date: day, count: countAll })
        .from(schools)
        .where(gte(schools.createdAt, istMidnight(dates[0] as string)))
        .groupBy(day);
      const counts = new Map(rows.map((row) => [row.date, row.count]));
      return dates.map((date) => ({ date, count: counts.get(date) ?? 0 }));
    },

    /** GET /api/data/growth-trend: accounts created per India month over the last 12 months, by role. */
    async growthTrend(now = new Date()): Promise<GrowthTrendItem[]> {
      const [year, month] = istDate(now).split("-").map(Number) as [number, number];
      const months = Array.from({ length: GROWTH_TREND_MONTHS }, (_, index) => {
        const first = new Date(Date.UTC(year, month - 1 - (GROWTH_TREND_MONTHS - 1 - index), 1));
        return first.toISOString().slice(0, 7);
      });
      const monthText = istText(users.createdAt, "YYYY-MM");
      const rows = await db
        .select({ month: monthText, role: users.role, count: countAll })
        .from(users)
        .where(
          and(
            gte(users.createdAt, istMidnight(`${months[0]}-01`)),
            inArray(users.role, ["school", "teacher", "student", "studentb2c"]),
          ),
        )
        .groupBy(monthText, users.role);
      const count = (m: string, role: string) =>
        rows.find((row) => row.month === m && row.role === role)?.count ?? 0;
      return months.map((m) => ({
        month: m,
        schools: count(m, "school"),
        teachers: count(m, "teacher"),
        students: count(m, "student"),
        learners: count(m, "studentb2c"),
      }));
    },
  };
}
export type PlatformStatsService = ReturnType<typeof createPlatformStatsService>;
