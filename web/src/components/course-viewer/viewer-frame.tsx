import { LIMITS } from "@ganit/contracts";
import { type ReactNode, useMemo } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { ProblemCard } from "@/components/ui/card.tsx";
import { LoadingNote } from "@/components/ui/spinner.tsx";
import type { ViewerClass, ViewerCourse } from "./types.ts";

/*
 * The frame of a one-class content viewer (a school's student, a teacher, the school, an individual
 * learner): which class the address asks for, the course in the viewer's shape, the heading, the
 * loading line and the spec's messages (part 1 §8). Texts come from the screen's own namespace.
 */

/** A way back from the viewer: where to, and its label. */
export type ViewerBack = { to: string; label: string };

/** The class of `?class=n`, when it is a class number at all. */
export function classOf(value: string | null): number | null {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n >= LIMITS.classMin && n <= LIMITS.classMax ? n : null;
}

/**
 * The course with its one class, as the viewer takes it. One object per answer: the viewer
 * re-opens its first resource only when the course changes.
 */
export function useOneClassCourse(
  name: string | undefined,
  open: ViewerClass | undefined,
  /** The course's Hindi name, shown instead when the reader chose Hindi. */
  nameHi?: string | null,
) {
  return useMemo<ViewerCourse | null>(
    () =>
      name !== undefined && open
        ? { name, nameHi, classLevels: [{ classNumber: open.classNumber, levels: open.levels }] }
        : null,
    [name, nameHi, open],
  );
}

/** One of the viewer's messages with Try Again, which reloads the page, and a way back. */
export function ViewerProblem({
  children,
  back,
  retryLabel,
}: {
  children: ReactNode;
  back: ViewerBack;
  retryLabel: string;
}) {
  return (
    <div className="container-page py-8 sm:py-12">
      <ProblemCard
        message={children}
        waysOn={
          <>
            <Button onClick={() => window.location.reload()}>{retryLabel}</Button>
            <Link to={back.to} className={buttonClasses({ variant: "secondary" })}>
              {back.label}
            </Link>
          </>
        }
      />
    </div>
  );
}

export function ViewerLoading({ label }: { label: string }) {
  // As tall as the screen: the footer stays below it, instead of showing and then jumping down
  // when the course arrives (a layout shift a phone's reader sees).
  return (
    <div className="container-page min-h-dvh py-8">
      <LoadingNote label={label} />
    </div>
  );
}

/** The viewer's heading: the course's name, the class, a way back. */
export function ViewerHeader({
  courseName,
  classTitle,
  back,
}: {
  courseName: string;
  classTitle: string;
  back: ViewerBack;
}) {
  return (
    <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-h1 font-extrabold">{courseName}</h1>
        <p className="mt-1 text-lead text-ink-muted">{classTitle}</p>
      </div>
      <Link to={back.to} className={buttonClasses({ variant: "secondary" })}>
        {back.label}
      </Link>
    </header>
  );
}
