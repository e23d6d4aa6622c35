import { ROUTES } from "@ganit/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { NAMESPACE } from "./i18n.ts";

/** A course screen's heading: what the screen is, the course's name, a lead, and the screen's link. */
export function CourseHeader({
  eyebrow,
  courseName,
  subtitle,
  children,
}: {
  eyebrow: string;
  courseName: string;
  subtitle: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <p className="text-caption font-bold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        <h1 className="text-h1 font-extrabold break-words">{courseName || eyebrow}</h1>
        <p className="mt-1 max-w-2xl text-lead text-ink-muted">{subtitle}</p>
      </div>
      {children}
    </header>
  );
}

/** The address has no `?courseId=`: say so (the viewers' words) and lead back to the course cards. */
export function MissingCourse() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="container-page py-8 sm:py-12">
      <EmptyState
        symbol="?"
        title={t("noCourseId")}
        action={
          <Link to={ROUTES.schoolStudentCourses} className={buttonClasses()}>
            {t("backToCourses")}
          </Link>
        }
      />
    </div>
  );
}
