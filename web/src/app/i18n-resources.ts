import type { MESSAGE_TEMPLATES } from "@ganit/contracts";
import type { en as bulkUpload } from "@/components/bulk-upload/i18n.ts";
// Content library and the shared course viewer
import type { en as courseViewer } from "@/components/course-viewer/i18n.ts";
import type { en as privacyNotice } from "@/components/privacy-notice/i18n.ts";
import type { en as teacherTests } from "@/components/teacher-tests/i18n.ts";
import type { en as adminCourseInfo } from "@/features/admin-course-info/i18n.ts";
import type { en as adminCourses } from "@/features/admin-courses/i18n.ts";
import type { en as adminUsers } from "@/features/admin-users/i18n.ts";
// The classroom's assignments
import type { en as assignments } from "@/features/assignments/i18n.ts";
// The audit trail (superadmin)
import type { en as auditTrail } from "@/features/audit-trail/i18n.ts";
import type { en as auth } from "@/features/auth/i18n.ts";
// The chapter view
import type { en as chapters } from "@/features/chapters/i18n.ts";
import type { en as contentLibrary } from "@/features/content-library/i18n.ts";
// Buying seats (superadmin screens)
import type { en as courseEnablement } from "@/features/course-enablement/i18n.ts";
import type { en as demoOutbox } from "@/features/demo-outbox/i18n.ts";
// Buying seats: the individual learner's screens and the receipt
import type { en as learner } from "@/features/learner/i18n.ts";
// Enrolment and learning
import type { en as learning } from "@/features/learning/i18n.ts";
import type { en as noPurchaseSchools } from "@/features/no-purchase-schools/i18n.ts";
import type { en as notFound } from "@/features/not-found/i18n.ts";
// Operator schools (the superadmin's schools and their status)
import type { en as operatorSchools } from "@/features/operator-schools/i18n.ts";
// Children's data
import type { en as parent } from "@/features/parent/i18n.ts";
// Native practice
import type { en as practice } from "@/features/practice/i18n.ts";
import type { en as privacy } from "@/features/privacy/i18n.ts";
import type { en as profile } from "@/features/profile/i18n.ts";
import type { publicEn } from "@/features/public/locales/en.ts";
import type { en as purchaseVerification } from "@/features/purchase-verification/i18n.ts";
import type { en as receipts } from "@/features/receipts/i18n.ts";
import type { en as registration } from "@/features/registration/i18n.ts";
import type { en as schoolDashboard } from "@/features/school-dashboard/i18n.ts";
// Enrolment (the school's enrolment screens)
import type { en as schoolEnrolment } from "@/features/school-enrolment/i18n.ts";
import type { en as schoolParents } from "@/features/school-parents/i18n.ts";
import type { en as schoolPurchase } from "@/features/school-purchase/i18n.ts";
import type { en as schoolStudents } from "@/features/school-students/i18n.ts";
import type { en as schoolTeachers } from "@/features/school-teachers/i18n.ts";
import type { en as studentDirectory } from "@/features/student-directory/i18n.ts";
import type { en as superadminDashboard } from "@/features/superadmin-dashboard/i18n.ts";
import type { commonEn } from "@/lib/i18n-common.ts";
import type { en as statusWords } from "@/lib/status-words.ts";

/**
 * The namespaces and keys every `t()` may use, typed from the English bundles, so `t("typo")` or a
 * key of another namespace fails `npm run typecheck`. Type-only imports: nothing lands in the bundle,
 * and each feature still loads its own texts with its chunk. A new feature namespace is added here.
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    returnNull: false;
    resources: {
      common: typeof commonEn;
      messages: typeof MESSAGE_TEMPLATES;
      adminUsers: typeof adminUsers;
      auth: typeof auth;
      notFound: typeof notFound;
      profile: typeof profile;
      public: typeof publicEn;
      // Course catalogue (admin course screens)
      adminCourses: typeof adminCourses;
      // Content library and the shared course viewer
      courseViewer: typeof courseViewer;
      contentLibrary: typeof contentLibrary;
      adminCourseInfo: typeof adminCourseInfo;
      // Schools and individual learners
      registration: typeof registration;
      schoolDashboard: typeof schoolDashboard;
      // School students and teachers: the shared upload panel and the two features.
      bulkUpload: typeof bulkUpload;
      // The short privacy notice (registration forms, /privacy, the parent's consent page)
      privacyNotice: typeof privacyNotice;
      schoolStudents: typeof schoolStudents;
      schoolTeachers: typeof schoolTeachers;
      // Buying seats: the school's purchase wizard, renewals and payments
      schoolPurchase: typeof schoolPurchase;
      // Buying seats: the individual learner's screens and the receipt
      learner: typeof learner;
      receipts: typeof receipts;
      // Buying seats (superadmin screens)
      courseEnablement: typeof courseEnablement;
      purchaseVerification: typeof purchaseVerification;
      superadminDashboard: typeof superadminDashboard;
      // The demo's outbox (npm run demo only)
      demoOutbox: typeof demoOutbox;
      // Operator schools
      operatorSchools: typeof operatorSchools;
      // Enrolment (the school's enrolment screens)
      schoolEnrolment: typeof schoolEnrolment;
      // Enrolment and learning
      learning: typeof learning;
      // Native practice
      practice: typeof practice;
      chapters: typeof chapters;
      // The classroom's assignments
      assignments: typeof assignments;
      // A teacher's own tests
      teacherTests: typeof teacherTests;
      // Children's data
      privacy: typeof privacy;
      parent: typeof parent;
      schoolParents: typeof schoolParents;
      // The audit trail (superadmin)
      auditTrail: typeof auditTrail;
      // Operators' lists across schools
      noPurchaseSchools: typeof noPurchaseSchools;
      studentDirectory: typeof studentDirectory;
      // The one table of status words (purchases, bought classes, accounts)
      status: typeof statusWords;
    };
  }
}
