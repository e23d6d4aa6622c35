import { z } from "zod";
import { msg } from "./messages.ts";

/**
 * The superadmin dashboard's numbers (spec part 2 "Superadmin dashboard", §3 "Dashboard status
 * response", §7): schools by status with the platform's totals, schools registered per day, and the
 * growth of the platform month by month. Superadmin only.
 */

/** How many schools of each status list the status answer carries: the newest first, never more. */
export const STATUS_LIST_MAX = 100;

/** A school as the status lists show it. */
export const statusSchoolSchema = z.object({
  _id: z.string(),
  name: z.string(),
  udiscCode: z.string(),
  city: z.string(),
  state: z.string(),
  status: z.enum(["active", "hold", "blocked"]),
  createdAt: z.string(),
});
export type StatusSchool = z.infer<typeof statusSchoolSchema>;

/**
 * `GET /api/data/schools/status`. `active`, `hold` and `blocked` are the spec's lists, bounded to the
 * newest STATUS_LIST_MAX schools each; `counts` holds the true number of each (the Total Schools card
 * is `counts.active`). Totals count accounts: students are school students and individual learners.
 */
export const schoolsStatusSchema = z.object({
  active: z.array(statusSchoolSchema),
  hold: z.array(statusSchoolSchema),
  blocked: z.array(statusSchoolSchema),
  counts: z.object({ active: z.number().int(), hold: z.number().int(), blocked: z.number().int() }),
  totalStudents: z.number().int(),
  /** `totalStudents` split: students of schools and individual learners (studentb2c), said on the card. */
  studentsBreakdown: z.object({ schoolStudents: z.number().int(), individualLearners: z.number().int() }),
  totalTeachers: z.number().int(),
  totalUsers: z.number().int(),
});
export type SchoolsStatus = z.infer<typeof schoolsStatusSchema>;

export const REGISTRATION_TREND_DEFAULT_DAYS = 30;
export const REGISTRATION_TREND_MAX_DAYS = 366;

/** `?days=` of the registration trend: 1 to 366, 30 when absent. */
export const registrationTrendQuerySchema = z.object({
  days: z.coerce
    .number({ error: msg("badRequest") })
    .int(msg("badRequest"))
    .min(1, msg("badRequest"))
    .max(REGISTRATION_TREND_MAX_DAYS, msg("badRequest"))
    .default(REGISTRATION_TREND_DEFAULT_DAYS),
});

/**
 * `GET /api/data/schools/registration-trend?days=30`: one item per day of the window, oldest first,
 * today included, days without a registration as 0. `date` is the day in India (Asia/Kolkata), YYYY-MM-DD.
 */
export const registrationTrendItemSchema = z.object({ date: z.string(), count: z.number().int() });
export type RegistrationTrendItem = z.infer<typeof registrationTrendItemSchema>;
export const registrationTrendSchema = z.array(registrationTrendItemSchema);

export const GROWTH_TREND_MONTHS = 12;

/**
 * `GET /api/data/growth-trend` (the spec fetches it and shows no shape): the accounts created in each
 * of the last GROWTH_TREND_MONTHS months in India, oldest first, the current month included, by role.
 * `month` is YYYY-MM.
 */
export const growthTrendItemSchema = z.object({
  month: z.string(),
  schools: z.number().int(),
  teachers: z.number().int(),
  students: z.number().int(),
  learners: z.number().int(),
});
export type GrowthTrendItem = z.infer<typeof growthTrendItemSchema>;
export const growthTrendSchema = z.array(growthTrendItemSchema);
