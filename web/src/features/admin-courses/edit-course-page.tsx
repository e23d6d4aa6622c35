import { ROUTES } from "@ganit/contracts";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { DashboardHeader } from "@/components/dashboard.tsx";
import { useListLoadError } from "@/components/list-page.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { PageSpinner } from "@/components/ui/spinner.tsx";
import { translateMessage } from "@/lib/messages.ts";
import { useCourse, useUpdateCourse } from "./course-api.ts";
import { draftFromCourse } from "./course-draft.ts";
import { CourseForm } from "./course-form.tsx";
import { storedCourseId } from "./course-id.ts";
import { CourseLoadAlert } from "./course-parts.tsx";
import { NAMESPACE } from "./i18n.ts";

/** The spec's pause between 'Course updated successfully' and the dashboard. */
export const REDIRECT_AFTER_SAVE_MS = 3000;

/**
 * /admin/editcourse?class=n: the course whose id the previous screen stored in session storage; the
 * class from the address is shown first, the dropdown picks another. One save sends the whole course.
 */
export default function EditCoursePage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [courseId] = useState(storedCourseId);
  const course = useCourse(courseId);
  const update = useUpdateCourse();
  const [saved, setSaved] = useState(false);
  const initialClass = Number(params.get("class")) || null;
  const loaded = course.data;
  const initial = useMemo(() => (loaded ? draftFromCourse(loaded) : null), [loaded]);
  // ?class=9 on a course without class 9 opens its first class: said, not done silently.
  const missingClass =
    initialClass !== null && initial && !initial.classes.some((klass) => klass.classNumber === initialClass)
      ? initialClass
      : null;

  const loadError = useListLoadError(course, t("courseFetchFailed", { ns: "messages" }), "edit-course-load");

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate(ROUTES.adminDashboard), REDIRECT_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  return (
    <div className="container-page max-w-5xl py-8 sm:py-12">
      <DashboardHeader title={t("form.editTitle")} subtitle={t("form.editSubtitle")} />
      {!courseId ? (
        <EmptyState
          title={t("form.noCourse")}
          action={
            <Link to={ROUTES.adminViewCourse} className={buttonClasses()}>
              {t("form.chooseCourse")}
            </Link>
          }
        />
      ) : course.isPending ? (
        <PageSpinner label={t("form.loading")} />
      ) : loadError || !initial || !loaded ? (
        <CourseLoadAlert message={loadError} onRetry={() => void course.refetch()} />
      ) : (
        <>
          {missingClass !== null && !saved && (
            <p
              role="status"
              className="mb-4 rounded-card border border-warning-700/20 bg-warning-50 p-4 font-semibold text-warning-800"
            >
              {t("form.classMissing", { asked: missingClass, shown: initial.classes[0]?.classNumber })}
            </p>
          )}
          {saved && (
            <p role="status" className="mb-4 rounded-card bg-success-50 p-4 font-semibold text-success-800">
              {t("form.redirecting")}
            </p>
          )}
          <CourseForm
            // A fresh form for each loaded course; its edits stay local until saved.
            key={loaded._id}
            mode="edit"
            initial={initial}
            initialClass={initialClass}
            save={async (request) => {
              const reply = await update.mutateAsync({ id: loaded._id, body: request });
              toast.success(translateMessage(reply));
            }}
            fallback={t("courseUpdateFailed", { ns: "messages" })}
            onSaved={() => setSaved(true)}
            footer={
              <Link to={ROUTES.adminViewCourse} className={buttonClasses({ variant: "ghost" })}>
                {t("form.cancel")}
              </Link>
            }
          />
        </>
      )}
    </div>
  );
}
