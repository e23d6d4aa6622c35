import type { AnyEndpoint } from "../endpoint.ts";
import { adminsApi } from "./admins.ts";
import { assignmentsApi } from "./assignments.ts";
import { auditApi } from "./audit.ts";
import { contentApi } from "./content.ts";
import { coursesApi } from "./courses.ts";
import { demoApi } from "./demo.ts";
import { enablementApi } from "./enablement.ts";
import { enrolmentApi } from "./enrolment.ts";
import { learningApi } from "./learning.ts";
import { notesApi } from "./notes.ts";
import { operatorListsApi } from "./operator-lists.ts";
import { operatorSchoolsApi } from "./operator-schools.ts";
import { parentsApi } from "./parents.ts";
import { studentsApi, teachersApi } from "./people.ts";
import { platformStatsApi } from "./platform-stats.ts";
import { practiceApi } from "./practice.ts";
import { printingApi } from "./printing.ts";
import { privacyApi } from "./privacy.ts";
import { purchasesApi } from "./purchases.ts";
import { schoolAccessApi } from "./school-access.ts";
import { learnersApi, referenceApi, schoolsApi } from "./schools.ts";
import { syllabusApi } from "./syllabus.ts";
import { teacherTestsApi } from "./teacher-tests.ts";
import { healthApi, usersApi } from "./users.ts";

export * from "./admins.ts";
export * from "./assignments.ts";
export * from "./audit.ts";
export * from "./catalogue.ts";
export * from "./content.ts";
export * from "./courses.ts";
export * from "./demo.ts";
export * from "./enablement.ts";
export * from "./enrolment.ts";
export * from "./learning.ts";
export * from "./notes.ts";
export * from "./operator-lists.ts";
export * from "./operator-schools.ts";
export * from "./parents.ts";
export * from "./people.ts";
export * from "./platform-stats.ts";
export * from "./practice.ts";
export * from "./printing.ts";
export * from "./privacy.ts";
export * from "./purchases.ts";
export * from "./school-access.ts";
export * from "./schools.ts";
export * from "./syllabus.ts";
export * from "./teacher-tests.ts";
export * from "./users.ts";

/** Every endpoint of the API, by domain: the server registers each one, and a test checks it did. */
export const ENDPOINTS = {
  health: healthApi,
  users: usersApi,
  admins: adminsApi,
  courses: coursesApi,
  content: contentApi,
  schools: schoolsApi,
  learners: learnersApi,
  reference: referenceApi,
  students: studentsApi,
  teachers: teachersApi,
  platformStats: platformStatsApi,
  purchases: purchasesApi,
  learning: learningApi,
  schoolAccess: schoolAccessApi,
  enablement: enablementApi,
  enrolment: enrolmentApi,
  audit: auditApi,
  practice: practiceApi,
  assignments: assignmentsApi,
  teacherTests: teacherTestsApi,
  operatorLists: operatorListsApi,
  operatorSchools: operatorSchoolsApi,
  privacy: privacyApi,
  printing: printingApi,
  syllabus: syllabusApi,
  parents: parentsApi,
  notes: notesApi,
};

/** Served only by a demo start (`npm run demo`): a production start registers none of them. */
export const DEMO_ENDPOINTS = { demo: demoApi };

const isEndpoint = (value: object): value is AnyEndpoint => "method" in value && "path" in value;

/** Every declaration in a group of them, however deeply grouped (`enablementApi.enabled.school.add`). */
export function endpointsIn(group: object): AnyEndpoint[] {
  return Object.values(group).flatMap((value: object) => (isEndpoint(value) ? [value] : endpointsIn(value)));
}
