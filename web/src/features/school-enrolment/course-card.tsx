import type { SchoolStudentCourse } from "@ganit/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { SeatBar } from "@/components/ui/seat-bar.tsx";
import { StatusBadge } from "@/components/ui/status-badge.tsx";
import {
  courseAddStudentPath,
  courseContentPath,
  courseViewStudentsPath,
  openCourseContent,
  storeCourseName,
} from "./course-context.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * One bought student course: its name (the whole card leads to the enrolment screen, the course name
 * stored first as the spec's client does) and a seat bar per class, 'N/A' without a limit. A class on
 * hold says so: its students keep their seats but cannot open it. An active class with students
 * enrolled offers its content (the school's content viewer opens the classes its students are in).
 */
export function CourseCard({ course }: { course: SchoolStudentCourse }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { _id: courseId, name } = course.courseId;
  const classes = [...course.classDetails].sort((a, b) => a.classNumber - b.classNumber);
  const anyOnHold = classes.some((cls) => cls.status === "hold");
  const enrolHintId = useId();

  const viewContent = (classNumber: number) => {
    openCourseContent(courseId, name);
    void navigate(courseContentPath(classNumber));
  };

  return (
    <article className="relative flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card transition hover:border-brand-300 hover:shadow-lg focus-within:border-brand-400 sm:p-6">
      <h3 className="font-display text-h3 font-bold text-brand-950">
        <Link
          to={courseAddStudentPath(courseId)}
          onClick={() => storeCourseName(name)}
          aria-describedby={enrolHintId}
          // The link covers the whole card (the spec: clicking a card opens the enrolment screen);
          // the buttons inside sit above it.
          className="rounded-control after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:ring-4 focus-visible:after:ring-brand-300"
        >
          {name}
        </Link>
      </h3>
      {classes.length === 0 ? (
        <p className="text-ink-muted">{t("courses.noClasses")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {classes.map((cls) => (
            <li key={cls.classNumber} className="flex flex-col gap-1.5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{t("classOption", { class: cls.classNumber })}</span>
                <span className="flex flex-wrap items-center gap-2">
                  {cls.status === "hold" && <StatusBadge status="hold" label={t("courses.onHold")} />}
                  {cls.status === "active" && cls.currentStudents > 0 && (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="relative z-10"
                      aria-label={t("courses.viewContentOf", { course: name, class: cls.classNumber })}
                      onClick={() => viewContent(cls.classNumber)}
                    >
                      {t("courses.viewContent")}
                    </Button>
                  )}
                </span>
              </div>
              <SeatBar
                current={cls.currentStudents}
                limit={cls.studentLimit}
                label={t("courses.seatsIn", { class: cls.classNumber })}
              />
            </li>
          ))}
        </ul>
      )}
      {anyOnHold && <p className="text-caption text-ink-muted">{t("courses.holdHint")}</p>}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <span id={enrolHintId} className={buttonClasses({ size: "sm" })}>
          {t("courses.enrolShort")}
        </span>
        <Link
          to={courseViewStudentsPath(courseId)}
          onClick={() => storeCourseName(name)}
          className={buttonClasses({ size: "sm", variant: "secondary", className: "relative z-10" })}
        >
          {t("courses.viewEnrolled")}
        </Link>
      </div>
    </article>
  );
}
