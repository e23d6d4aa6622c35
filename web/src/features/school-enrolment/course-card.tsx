import type { SchoolStudentCourse } from "@ganit/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { SeatBar } from "@/components/ui/seat-bar.tsx";
import { StatusBadge } from "@/components/ui/status-badge.tsx";
import { useStatusWords } from "@/lib/status-words.ts";
import {
  courseAddStudentPath,
  courseContentPath,
  courseViewStudentsPath,
  openCourseContent,
  storeCourseName,
} from "./course-context.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * One course the school may use: its name and a seat bar per class, 'N/A' without a limit. Classes
 * bought for the students lead to enrolment (the whole card, the course name stored first as the
 * spec's client does); classes bought for the school itself have no seats and say so. Every active
 * class offers its content, whoever it was bought for, and whether or not anyone is enrolled: the
 * link carries the course, so nothing has to be in session storage first.
 */
export function CourseCard({ course }: { course: SchoolStudentCourse }) {
  const { t } = useTranslation(NAMESPACE);
  const words = useStatusWords();
  const { _id: courseId, name } = course.courseId;
  const classes = [...course.classDetails].sort(
    (a, b) => a.classNumber - b.classNumber || (a.kind === "school" ? 1 : 0) - (b.kind === "school" ? 1 : 0),
  );
  const takesStudents = classes.some((cls) => cls.kind === "students");
  const anyOnHold = classes.some((cls) => cls.status === "hold");
  const anyForSchool = classes.some((cls) => cls.kind === "school");
  const enrolHintId = useId();

  return (
    <article className="relative flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card transition hover:border-brand-300 hover:shadow-lg focus-within:border-brand-400 sm:p-6">
      <h3 className="font-display text-h3 font-bold text-brand-950">
        {takesStudents ? (
          <Link
            to={courseAddStudentPath(courseId)}
            onClick={() => storeCourseName(name)}
            aria-describedby={enrolHintId}
            // The link covers the whole card (the spec: clicking a card opens the enrolment screen);
            // the buttons inside sit above it.
            className="rounded-control after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:ring-4 focus-visible:after:ring-(--focus-ring)"
          >
            {name}
          </Link>
        ) : (
          name
        )}
      </h3>
      {classes.length === 0 ? (
        <p className="text-ink-muted">{t("courses.noClasses")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {classes.map((cls) => (
            <li key={`${cls.classNumber}-${cls.kind}`} className="flex flex-col gap-1.5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{t("classOption", { class: cls.classNumber })}</span>
                  {cls.kind === "school" && (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-caption font-semibold text-brand-800">
                      {t("courses.forSchool")}
                    </span>
                  )}
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  {cls.status === "hold" && <StatusBadge status="hold" label={words.word("underReview")} />}
                  {cls.status === "active" && (
                    <Link
                      to={courseContentPath(courseId, cls.classNumber)}
                      onClick={() => openCourseContent(courseId, name)}
                      aria-label={t("courses.viewContentOf", { course: name, class: cls.classNumber })}
                      className={buttonClasses({ size: "sm", variant: "ghost", className: "relative z-10" })}
                    >
                      {t("courses.viewContent")}
                    </Link>
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
      {anyForSchool && <p className="text-caption text-ink-muted">{t("courses.forSchoolHint")}</p>}
      {anyOnHold && <p className="text-caption text-ink-muted">{t("courses.holdHint")}</p>}
      {takesStudents && (
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
      )}
    </article>
  );
}
