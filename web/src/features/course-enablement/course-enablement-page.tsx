import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LoadingNote } from "@/components/ui/spinner.tsx";
import { NAMESPACE } from "./i18n.ts";

// Two screens in one route: the picker carries the paged table, the school's screen its forms and
// dialogs; each downloads only what it shows.
const SchoolEnablement = lazy(() =>
  import("./school-enablement.tsx").then((module) => ({ default: module.SchoolEnablement })),
);
const SchoolPicker = lazy(() =>
  import("./school-picker.tsx").then((module) => ({ default: module.SchoolPicker })),
);

/**
 * /superadmin/addcourses?schoolId=: the courses a school and its students may use, reached from
 * View Schools' Add Courses. Without a schoolId (an old link) it first offers the schools.
 */
export default function CourseEnablementPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const schoolId = params.get("schoolId")?.trim();
  return (
    <Suspense
      fallback={
        <div className="container-page py-8 sm:py-12">
          <LoadingNote label={t("loading")} />
        </div>
      }
    >
      {schoolId ? <SchoolEnablement key={schoolId} schoolId={schoolId} /> : <SchoolPicker />}
    </Suspense>
  );
}
