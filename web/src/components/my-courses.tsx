import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadingNote } from "@/components/ui/spinner.tsx";
import { SESSION_KEYS } from "@/lib/session.ts";

/*
 * 'My Courses' on the learners' and the teacher's dashboards (a school's student, a teacher, an
 * individual learner): the list of courses, a class's button into the viewer, a class that does
 * not open yet. Texts come from the screen's own namespace.
 */

/** What a dashboard's 'Class n' button does before it navigates: the spec's session keys. */
export function rememberCourse(courseId: string, courseName: string) {
  sessionStorage.setItem(SESSION_KEYS.courseId, courseId);
  sessionStorage.setItem(SESSION_KEYS.coursename, courseName);
}

/**
 * The heading, then the failed load (with Try Again), the loading line, the empty state (with an
 * action where there is one), or one card per course.
 */
export function MyCourses<Course>({
  query,
  courses,
  keyOf,
  texts,
  emptySymbol,
  emptyAction,
  renderCard,
}: {
  query: { isError: boolean; isPending: boolean; refetch: () => unknown };
  courses: Course[];
  keyOf: (course: Course) => string;
  texts: {
    heading: string;
    loadFailed: string;
    retry: string;
    loading: string;
    empty: string;
    emptyHint: string;
  };
  emptySymbol: string;
  emptyAction?: ReactNode;
  renderCard: (course: Course) => ReactNode;
}) {
  return (
    <>
      <h2 className="mb-4 font-display text-h2 font-bold">{texts.heading}</h2>
      {query.isError ? (
        <LoadErrorCard
          message={texts.loadFailed}
          retryLabel={texts.retry}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <LoadingNote label={texts.loading} />
      ) : courses.length === 0 ? (
        <EmptyState
          symbol={emptySymbol}
          title={texts.empty}
          description={texts.emptyHint}
          action={emptyAction}
        />
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
  to,
  children,
}: {
  course: { _id: string; name: string };
  to: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Button
      onClick={() => {
        rememberCourse(course._id, course.name);
        void navigate(to);
      }}
    >
      {children}
    </Button>
  );
}

/** A class of the course that does not open (yet): under review, or not granted. */
export function ClassOnHold({ children }: { children: ReactNode }) {
  return (
    <li className="inline-flex min-h-11 items-center rounded-control border-2 border-dashed border-warning-700/40 bg-warning-100 px-4 font-semibold text-warning-800">
      {children}
    </li>
  );
}
