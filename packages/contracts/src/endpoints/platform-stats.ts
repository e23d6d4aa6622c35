import { type EndpointGroup, get } from "../endpoint-group.ts";
import { API } from "../paths.ts";
import {
  growthTrendSchema,
  registrationTrendQuerySchema,
  registrationTrendSchema,
  schoolsStatusSchema,
} from "../platform-stats.ts";

const dashboard = {
  access: ["superadmin"],
  tags: ["superadmin dashboard"],
  errors: [],
} as const satisfies EndpointGroup;

export const platformStatsSchoolsStatus = get(
  dashboard,
  API.schoolsStatus,
  "Schools by status (the newest 100 of each, and the counts) and the platform's totals",
  { response: schoolsStatusSchema },
);

export const platformStatsRegistrationTrend = get(
  dashboard,
  API.registrationTrend,
  "Schools registered per day (India dates) over the last `days` days (30 by default), zeros included",
  { query: registrationTrendQuerySchema, response: registrationTrendSchema },
);

export const platformStatsGrowthTrend = get(
  dashboard,
  API.growthTrend,
  "Accounts created per month (India) over the last 12 months: schools, teachers, students, learners",
  { response: growthTrendSchema },
);

/** The superadmin dashboard's numbers (`/api/data/…`, superadmin only). */
export const platformStatsApi = {
  schoolsStatus: platformStatsSchoolsStatus,
  registrationTrend: platformStatsRegistrationTrend,
  growthTrend: platformStatsGrowthTrend,
};
