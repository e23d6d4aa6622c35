import type { Student } from "@ganit/contracts";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Dialog, StatusBadge } from "@/components/ui/index.ts";
import { dayFirst, dayFirstOf } from "@/lib/dates.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * View: Personal Information (roll number, username, email, phone, date of birth), Academic
 * Information (class, father's name, school ID, joined on) and a toggle for the enrolled courses
 * (one entry per class of a course: the course, its ID, the class, access Granted or Denied — the
 * purchased class's status decides — and the enrollment date).
 */
export function StudentDetailsDialog({
  student,
  onClose,
  onNewCode,
}: {
  student: Student | null;
  onClose: () => void;
  /** A lost sheet: new sign-in code for this student (asked to confirm first). */
  onNewCode?: (student: Student) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [showCourses, setShowCourses] = useState(false);
  const coursesId = useId();
  const notApplicable = t("ui.notApplicable", { ns: "common" });
  const date = (iso: string) => dayFirstOf(iso);

  return (
    <Dialog
      open={student !== null}
      onOpenChange={(open) => {
        if (!open) {
          setShowCourses(false);
          onClose();
        }
      }}
      size="lg"
      title={student?.name ?? t("details.title")}
      footer={
        <>
          {student && onNewCode && (
            <Button variant="secondary" onClick={() => onNewCode(student)}>
              {t("newCodes.forStudent")}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t("details.close")}
          </Button>
        </>
      }
    >
      {student && (
        <div className="flex flex-col gap-5">
          <div className="grid gap-5 md:grid-cols-2">
            <Section title={t("details.personal")}>
              <Item label={t("details.rollNumber")}>{student.rollNumber}</Item>
              <Item label={t("details.username")}>
                <span className="font-mono">{student.username}</span>
              </Item>
              <Item label={t("details.email")}>{student.email}</Item>
              <Item label={t("details.phone")}>{student.phone ?? notApplicable}</Item>
              <Item label={t("details.dob")}>{student.dob ? dayFirst(student.dob) : notApplicable}</Item>
            </Section>
            <Section title={t("details.academic")}>
              <Item label={t("details.class")}>{t("list.classOption", { class: student.class })}</Item>
              <Item label={t("details.fathername")}>{student.fathername}</Item>
              <Item label={t("details.schoolId")}>
                <span className="font-mono text-caption">{student.schoolId}</span>
              </Item>
              <Item label={t("details.joinedOn")}>{date(student.createdAt)}</Item>
            </Section>
          </div>
          <div>
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={showCourses}
              aria-controls={coursesId}
              onClick={() => setShowCourses((shown) => !shown)}
            >
              {showCourses ? t("details.hideCourses") : t("details.showCourses")}
            </Button>
            <div id={coursesId} hidden={!showCourses} className="mt-3">
              {student.coursesEnrolled.length === 0 ? (
                <p className="rounded-control border-2 border-dashed border-brand-200 px-4 py-3 text-center text-ink-muted">
                  {t("details.noCourses")}
                </p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {student.coursesEnrolled.map((course) => (
                    <li
                      key={`${course.courseId}-${course.enrolledClass}`}
                      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-control border border-line p-3"
                    >
                      <Item label={t("details.course")}>
                        <span className="font-semibold">{course.courseName}</span>
                      </Item>
                      <Item label={t("details.courseId")}>
                        <span className="font-mono text-caption break-all">{course.courseId}</span>
                      </Item>
                      <Item label={t("details.enrolledClass")}>
                        {t("list.classOption", { class: course.enrolledClass })}
                      </Item>
                      <Item label={t("details.access")}>
                        <StatusBadge
                          status={course.accessGranted ? "active" : "blocked"}
                          label={course.accessGranted ? t("details.granted") : t("details.denied")}
                        />
                      </Item>
                      <Item label={t("details.enrollmentDate")}>{date(course.enrollmentDate)}</Item>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-brand-100 bg-brand-50/50 p-4">
      <h3 className="font-display text-lead font-bold text-brand-900">{title}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">{children}</dl>
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-caption font-bold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
