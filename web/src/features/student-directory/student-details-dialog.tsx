import type { DirectoryStudent } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { DetailsDialog, DetailsList, type DetailsRow } from "@/components/details-dialog.tsx";
import { StatusBadge } from "@/components/ui/status-badge.tsx";
import { localeOf } from "@/lib/dates.ts";
import { NAMESPACE } from "./i18n.ts";

/** The §3 student row in full: the student, their school and the courses they are enrolled in. */
export function StudentDetailsDialog({
  student,
  onClose,
}: {
  student: DirectoryStudent | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const na = t("ui.notApplicable", { ns: "common" });
  const dob = student?.dob
    ? new Date(`${student.dob}T00:00:00Z`).toLocaleDateString(localeOf(i18n.language), {
        dateStyle: "medium",
        timeZone: "UTC",
      })
    : na;
  const school = student?.school;
  const rows: DetailsRow[] = student
    ? [
        [
          t("details.studentId"),
          <span key="id" className="font-mono text-caption">
            {student.studentId}
          </span>,
        ],
        [t("details.rollNumber"), student.rollNumber ?? na],
        [t("details.fatherName"), student.fatherName],
        [t("details.dob"), dob],
        [t("details.email"), student.email],
        [t("details.phone"), student.phone ?? na],
        [t("details.class"), student.class],
        [t("details.school"), school?.name ?? t("individual")],
        ...(school
          ? ([
              [
                t("details.schoolPlace"),
                [school.city, school.state, school.pincode].filter(Boolean).join(", "),
              ],
              [t("details.schoolContact"), [school.email, school.phone].filter(Boolean).join(" · ")],
            ] as DetailsRow[])
          : []),
      ]
    : [];
  return (
    <DetailsDialog
      open={student !== null}
      onClose={onClose}
      title={student?.name ?? t("details.title")}
      description={t("details.title")}
      size="lg"
      closeLabel={t("details.close")}
    >
      <DetailsList rows={rows} />
      <h3 className="mt-6 font-bold text-brand-950">{t("details.courses")}</h3>
      {student && student.coursesEnrolled.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-2">
          {student.coursesEnrolled.map((course) => (
            <li
              key={`${course.courseName}-${course.classNumber}`}
              className="flex flex-wrap items-center justify-between gap-2"
            >
              <span>
                {course.courseName} · {t("classN", { n: course.classNumber })}
              </span>
              <StatusBadge
                status={course.accessGranted ? "active" : "blocked"}
                label={course.accessGranted ? t("details.granted") : t("details.notGranted")}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-ink-muted">{t("noCourses")}</p>
      )}
    </DetailsDialog>
  );
}
