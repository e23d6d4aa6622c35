import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LoadErrorCard } from "@/components/load-error-card.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { NAMESPACE } from "./i18n.ts";
import { rememberCourse } from "./viewer-parts.tsx";

/**
 * 'My Courses' on the student's and the teacher's dashboards: the heading, then the failed load
 * (with Try Again), the loading line, the empty state, or one card per course.
 */
export function DashboardCourses<Course>({
  query,
  courses,
  keyOf,
  texts,
  emptySymbol,
  renderCard,
}: {
  query: { isError: boolean; isPending: boolean; refetch: () => unknown };
  courses: Course[];
  keyOf: (course: Course) => string;
  texts: { heading: string; loadFailed: string; loading: string; empty: string; emptyHint: string };
  emptySymbol: string;
  renderCard: (course: Course) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <h2 className="mb-4 font-display text-h2 font-bold">{texts.heading}</h2>
      {query.isError ? (
        <LoadErrorCard
          message={texts.loadFailed}
          retryLabel={t("retry")}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <p role="status" className="text-ink-muted">
          {texts.loading}
        </p>
      ) : courses.length === 0 ? (
        <EmptyState symbol={emptySymbol} title={texts.empty} description={texts.emptyHint} />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {courses.map((course) => (
            <li key={keyOf(course)}>{renderCard(course)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** 'Class n': opens the course's viewer at that class (the course id to session storage). */
export function ClassButton({
  course,
  classNumber,
  to,
}: {
  course: { _id: string; name: string };
  classNumber: number;
  to: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  return (
    <Button
      onClick={() => {
        rememberCourse(course._id, course.name);
        void navigate(to);
      }}
    >
      {t("classN", { n: classNumber })}
    </Button>
  );
}
