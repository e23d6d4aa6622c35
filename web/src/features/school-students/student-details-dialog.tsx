import type { Student } from "@ganit/contracts";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { DetailItem, DetailsDialog, DetailsPanel } from "@/components/details-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { StatusBadge } from "@/components/ui/status-badge.tsx";
import { dayFirst, dayFirstOf } from "@/lib/dates.ts";
import { NAMESPACE } from "./i18n.ts";
import { StudentDataPanel } from "./student-data-panel.tsx";
import { StudentParentsPanel } from "./student-parents-panel.tsx";
import { StudentReportPanel } from "./student-report-panel.tsx";

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
  onErase,
}: {
  student: Student | null;
  onClose: () => void;
  /** A lost sheet: new sign-in code for this student (asked to confirm first). */
  onNewCode?: (student: Student) => void;
  /** Erase the pupil's data (asked to confirm first). */
  onErase?: (student: Student) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [showCourses, setShowCourses] = useState(false);
  const coursesId = useId();
  const notApplicable = t("ui.notApplicable", { ns: "common" });
  const date = (iso: string) => dayFirstOf(iso);

  return (
    <DetailsDialog
      open={student !== null}
      onClose={onClose}
      onDismiss={() => {
        setShowCourses(false);
        onClose();
      }}
      size="lg"
      title={student?.name ?? t("details.title")}
      closeLabel={t("details.close")}
      actions={
        student &&
        onNewCode && (
          <Button variant="secondary" onClick={() => onNewCode(student)}>
            {t("newCodes.forStudent")}
          </Button>
        )
      }
    >
      {student && (
        <div className="flex flex-col gap-5">
          <div className="grid gap-5 md:grid-cols-2">
            <Section title={t("details.personal")}>
              <DetailItem label={t("details.rollNumber")}>{student.rollNumber}</DetailItem>
              <DetailItem label={t("details.username")}>
                <span className="font-mono">{student.username}</span>
              </DetailItem>
              <DetailItem label={t("details.email")}>{student.email}</DetailItem>
              <DetailItem label={t("details.phone")}>{student.phone ?? notApplicable}</DetailItem>
              <DetailItem label={t("details.dob")}>
                {student.dob ? dayFirst(student.dob) : notApplicable}
              </DetailItem>
            </Section>
            <Section title={t("details.academic")}>
              <DetailItem label={t("details.class")}>
                {t("list.classOption", { class: student.class })}
              </DetailItem>
              <DetailItem label={t("details.fathername")}>{student.fathername}</DetailItem>
              <DetailItem label={t("details.schoolId")}>
                <span className="font-mono text-caption">{student.schoolId}</span>
              </DetailItem>
              <DetailItem label={t("details.joinedOn")}>{date(student.createdAt)}</DetailItem>
            </Section>
          </div>
          <StudentParentsPanel student={student} />
          <StudentReportPanel student={student} />
          <StudentDataPanel student={student} onErase={onErase} />
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
                      <DetailItem label={t("details.course")}>
                        <span className="font-semibold">{course.courseName}</span>
                      </DetailItem>
                      <DetailItem label={t("details.courseId")}>
                        <span className="font-mono text-caption break-all">{course.courseId}</span>
                      </DetailItem>
                      <DetailItem label={t("details.enrolledClass")}>
                        {t("list.classOption", { class: course.enrolledClass })}
                      </DetailItem>
                      <DetailItem label={t("details.access")}>
                        <StatusBadge
                          status={course.accessGranted ? "active" : "blocked"}
                          label={course.accessGranted ? t("details.granted") : t("details.denied")}
                        />
                      </DetailItem>
                      <DetailItem label={t("details.enrollmentDate")}>
                        {date(course.enrollmentDate)}
                      </DetailItem>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </div>
      )}
    </DetailsDialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DetailsPanel title={title}>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">{children}</dl>
    </DetailsPanel>
  );
}
