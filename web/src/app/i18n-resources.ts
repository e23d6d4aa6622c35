import type { MESSAGE_TEMPLATES } from "@ganit/contracts";
import type { en as bulkUpload } from "@/components/bulk-upload/i18n.ts";
import type { en as adminUsers } from "@/features/admin-users/i18n.ts";
import type { en as auth } from "@/features/auth/i18n.ts";
import type { en as dashboards } from "@/features/dashboards/i18n.ts";
import type { en as notFound } from "@/features/not-found/i18n.ts";
import type { en as profile } from "@/features/profile/i18n.ts";
import type { publicEn } from "@/features/public/locales/en.ts";
import type { en as schoolStudents } from "@/features/school-students/i18n.ts";
import type { en as schoolTeachers } from "@/features/school-teachers/i18n.ts";
import type { commonEn } from "@/lib/i18n-common.ts";

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
      dashboards: typeof dashboards;
      notFound: typeof notFound;
      profile: typeof profile;
      public: typeof publicEn;
      // School students and teachers (issue 7): the shared upload panel and the two features.
      bulkUpload: typeof bulkUpload;
      schoolStudents: typeof schoolStudents;
      schoolTeachers: typeof schoolTeachers;
    };
  }
}
