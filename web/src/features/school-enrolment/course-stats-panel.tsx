import type { CourseStats } from "@ganit/contracts";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { SeatBar } from "@/components/ui/seat-bar.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { StatusBadge } from "@/components/ui/status-badge.tsx";
import { NAMESPACE } from "./i18n.ts";

/**
 * The course's statistics (spec: Total Enrollments, Total Capacity, Available Seats, and per class
 * current, maximum and remaining seats). A class without a limit, or a course with one, says 'N/A'.
 */
export function CourseStatsPanel({ stats, loading }: { stats: CourseStats | undefined; loading: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const na = t("enrol.unlimited");
  const headingId = useId();
  if (!stats)
    return loading ? (
      <div className="flex justify-center py-6">
        <Spinner label={t("enrol.statsLoading")} />
      </div>
    ) : null;

  const { currentStudents, studentLimit } = stats.totals;
  const available = studentLimit === null ? null : Math.max(0, studentLimit - currentStudents);
  const classes = [...stats.classDetails].sort((a, b) => a.classNumber - b.classNumber);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="sr-only">
        {t("enrol.stats")}
      </h2>
      <dl className="grid grid-cols-3 gap-3">
        <Figure label={t("enrol.totalEnrollments")} testId="total-enrollments">
          {currentStudents}
        </Figure>
        <Figure label={t("enrol.totalCapacity")} testId="total-capacity">
          {studentLimit ?? na}
        </Figure>
        <Figure label={t("enrol.availableSeats")} testId="available-seats">
          {available ?? na}
        </Figure>
      </dl>
      {classes.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {classes.map((cls) => (
            <li
              key={cls.classNumber}
              data-testid={`class-stats-${cls.classNumber}`}
              className="flex flex-col gap-2 rounded-card border border-line bg-white p-4 shadow-card"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-display text-lead font-bold text-brand-950">
                  {t("classOption", { class: cls.classNumber })}
                </h3>
                {cls.status !== "active" && <StatusBadge status={cls.status} />}
              </div>
              <SeatBar
                current={cls.currentStudents}
                limit={cls.studentLimit}
                label={t("courses.seatsIn", { class: cls.classNumber })}
              />
              <dl className="grid grid-cols-3 gap-2 text-center text-caption">
                <SmallFigure label={t("enrol.classCurrent")}>{cls.currentStudents}</SmallFigure>
                <SmallFigure label={t("enrol.classMaximum")}>{cls.studentLimit ?? na}</SmallFigure>
                <SmallFigure label={t("enrol.classRemaining")}>{cls.remainingSeats ?? na}</SmallFigure>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse rounded-card border border-brand-100 bg-brand-50 p-3 text-center sm:p-4">
      <dt className="text-caption font-bold text-ink-muted">{label}</dt>
      <dd data-testid={testId} className="font-display text-h2 font-extrabold text-brand-900 tabular-nums">
        {children}
      </dd>
    </div>
  );
}

function SmallFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-lead font-bold tabular-nums">{children}</dd>
    </div>
  );
}
