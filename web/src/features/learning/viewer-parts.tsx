import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  classOf,
  ViewerHeader as FrameHeader,
  ViewerLoading as FrameLoading,
  ViewerProblem as FrameProblem,
  type ViewerBack,
} from "@/components/course-viewer/viewer-frame.tsx";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ApiError } from "@/lib/api.ts";
import { SESSION_KEYS } from "@/lib/session.ts";
import { NAMESPACE } from "./i18n.ts";

export { classOf };

/** The course the dashboard's 'Class n' button chose (session storage, as the spec's viewers read it). */
export const storedCourseId = () => sessionStorage.getItem(SESSION_KEYS.courseId);

/** What a dashboard's 'Class n' button does before it navigates: the spec's session keys. */
export function rememberCourse(courseId: string, courseName: string) {
  sessionStorage.setItem(SESSION_KEYS.courseId, courseId);
  sessionStorage.setItem(SESSION_KEYS.coursename, courseName);
}

/**
 * Which of the spec's viewer messages a failed load shows. The server says 403 with the message's
 * key for a class of the caller's that is not granted or not open; 404 when the caller has no such
 * class or course at all, which the caller hears as "You don't have access to Class n." too. Only a
 * failure to get an answer (network, server error) is "Failed to load course data".
 */
export type LoadProblem = "noAccess" | "notGranted" | "loadFailed";

export function problemOf(error: unknown): LoadProblem {
  if (!(error instanceof ApiError)) return "loadFailed";
  if (error.status === 403 && error.key?.startsWith("classAccessNotGranted")) return "notGranted";
  if (error.status === 404 || (error.status === 403 && error.key?.startsWith("classNoAccess")))
    return "noAccess";
  return "loadFailed";
}

/** The shared viewer frame's message, Try Again in this namespace. */
export function ViewerProblem({ children, back }: { children: ReactNode; back: ViewerBack }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <FrameProblem back={back} retryLabel={t("retry")}>
      {children}
    </FrameProblem>
  );
}

export function ViewerLoading() {
  const { t } = useTranslation(NAMESPACE);
  return <FrameLoading label={t("content.loading")} />;
}

export function ViewerHeader({
  courseName,
  classNumber,
  back,
}: {
  courseName: string;
  classNumber: number;
  back: ViewerBack;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <FrameHeader courseName={courseName} classTitle={t("content.title", { n: classNumber })} back={back} />
  );
}

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
