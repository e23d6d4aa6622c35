// Who owns each table of server/src/db/schema.ts (docs/architecture.md has the same table, and a test
// holds the two together), and the demo loader's fixture writes.

/** Table (the schema's export) → the folder that owns it. */
export const OWNERS = {
  users: "modules/users",
  passwordTokens: "modules/users",
  loginFailures: "modules/users",
  endedSessions: "modules/users",
  schools: "modules/schools",
  students: "modules/students",
  teachers: "modules/teachers",
  teacherClasses: "modules/teachers",
  courses: "modules/courses",
  courseClasses: "modules/courses",
  courseLevels: "modules/courses",
  courseTitles: "modules/courses",
  courseResources: "modules/courses",
  catalogueVersion: "modules/courses",
  contentItems: "modules/content",
  purchases: "modules/purchases",
  purchaseLines: "modules/purchases",
  purchasedClasses: "modules/purchases",
  settings: "modules/purchases",
  enrolments: "modules/enrolment",
  resourceProgress: "modules/progress",
  practiceSets: "modules/practice",
  practiceAttempts: "modules/practice",
  practiceAnswers: "modules/practice",
  practiceLevels: "modules/practice",
  practiceTests: "modules/practice",
  syllabusItems: "modules/syllabus",
  assignments: "modules/assignments",
  assignmentChildren: "modules/assignments",
  assignmentNudges: "modules/assignments",
  assignmentWork: "modules/assignments",
  assignmentStanding: "modules/assignments",
  guardianConsents: "modules/privacy",
  termsAcceptances: "modules/privacy",
  grievances: "modules/privacy",
  parentAccounts: "modules/parents",
  parentCodes: "modules/parents",
  parentLinks: "modules/parents",
  parentSummaries: "modules/parents",
  studentNotes: "modules/notes",
  auditEvents: "audit",
  mailOutbox: "mail",
  jobs: "jobs",
  throttleHits: "plugins",
};

/**
 * The demo loader's fixture rows of other owners' tables (past purchases, progress, backdated
 * schools): each file and the tables it may write. Anything else it writes must go through the owner.
 */
export const DEMO_FIXTURE_WRITES = {
  "demo/audit-trail.ts": ["auditEvents"], // a month of backdated history for the audit trail
  "demo/enrolments.ts": ["enrolments"],
  "demo/more-schools.ts": ["schools", "users"], // registration dates spread over past months
  "demo/practice/activity.ts": ["practiceAttempts", "practiceAnswers", "practiceLevels"], // past practice
  "demo/progress.ts": ["resourceProgress"],
  "demo/assignments.ts": ["assignments", "assignmentChildren", "assignmentNudges", "practiceAttempts"], // assignments in every state, one sitting begun
  "demo/teacher-test.ts": ["assignments", "practiceAttempts", "practiceAnswers"], // a teacher's test sat yesterday by most of a class
  "demo/purchases.ts": ["settings", "purchases", "purchaseLines", "purchasedClasses"], // past payments
  "demo/schools.ts": ["users", "passwordTokens", "jobs"], // demo accounts with the shared password, no welcome mail
  "demo/seed.ts": ["users"], // a staff account on hold
};
