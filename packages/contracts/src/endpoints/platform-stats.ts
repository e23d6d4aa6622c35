import { endpoint } from "../endpoint.ts";
import { API } from "../paths.ts";
import {
  growthTrendSchema,
  registrationTrendQuerySchema,
  registrationTrendSchema,
  schoolsStatusSchema,
} from "../platform-stats.ts";

const tags = ["superadmin dashboard"];
const access = ["superadmin"] as const;

export const platformStatsSchoolsStatus = endpoint({
  method: "GET",
  path: API.schoolsStatus,
  access,
  tags,
  summary: "Schools by status (the newest 100 of each, and the counts) and the platform's totals",
  errors: [],
  schemas: { response: schoolsStatusSchema },
});

export const platformStatsRegistrationTrend = endpoint({
  method: "GET",
  path: API.registrationTrend,
  access,
  tags,
  summary:
    "Schools registered per day (India dates) over the last `days` days (30 by default), zeros included",
  errors: [],
  schemas: { query: registrationTrendQuerySchema, response: registrationTrendSchema },
});

export const platformStatsGrowthTrend = endpoint({
  method: "GET",
  path: API.growthTrend,
  access,
  tags,
  summary:
    "Accounts created per month (India) over the last 12 months: schools, teachers, students, learners",
  errors: [],
  schemas: { response: growthTrendSchema },
});

/** The superadmin dashboard's numbers (`/api/data/…`, superadmin only). */
export const platformStatsApi = {
  schoolsStatus: platformStatsSchoolsStatus,
  registrationTrend: platformStatsRegistrationTrend,
  growthTrend: platformStatsGrowthTrend,
};
