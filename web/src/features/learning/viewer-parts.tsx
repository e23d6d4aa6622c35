import { LIMITS } from "@ganit/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ApiError } from "@/lib/api.ts";
import { SESSION_KEYS } from "@/lib/session.ts";
import { NAMESPACE } from "./i18n.ts";

/** The class of `?class=n`, when it is a class number at all. */
export function classOf(value: string | null): number | null {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n >= LIMITS.classMin && n <= LIMITS.classMax ? n : null;
}

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

/** One of the viewer's messages (spec part 1 §8) with Try Again, which reloads the page, and a way back. */
export function ViewerProblem({
  children,
  back,
}: {
  children: ReactNode;
  back: { to: string; label: string };
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="container-page py-8 sm:py-12">
      <Card tone="accent" className="max-w-2xl">
        <p role="alert" className="text-lead font-semibold">
          {children}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => window.location.reload()}>{t("retry")}</Button>
          <Link to={back.to} className={buttonClasses({ variant: "secondary" })}>
            {back.label}
          </Link>
        </div>
      </Card>
    </div>
  );
}

export function ViewerLoading() {
  const { t } = useTranslation(NAMESPACE);
  // As tall as the screen: the footer stays below it, instead of showing and then jumping down
  // when the course arrives (a layout shift a phone's reader sees).
  return (
    <div className="container-page min-h-dvh py-8">
      <p role="status" className="text-ink-muted">
        {t("content.loading")}
      </p>
    </div>
  );
}

/** The viewer's heading: the course's name, the class, a way back. */
export function ViewerHeader({
  courseName,
  classNumber,
  back,
}: {
  courseName: string;
  classNumber: number;
  back: { to: string; label: string };
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-h1 font-extrabold">{courseName}</h1>
        <p className="mt-1 text-lead text-ink-muted">{t("content.title", { n: classNumber })}</p>
      </div>
      <Link to={back.to} className={buttonClasses({ variant: "secondary" })}>
        {back.label}
      </Link>
    </header>
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
