import type { CourseCandidate } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { DetailItem, DetailsDialog, DetailsPanel } from "@/components/details-dialog.tsx";
import { dayFirst, longDate } from "@/lib/dates.ts";
import { EnrolledBadge } from "./candidate-columns.tsx";
import { NAMESPACE } from "./i18n.ts";

/** View: the student's details and their enrolment in the target class (since when, access or not). */
export function CandidateDialog({
  student,
  targetClass,
  onClose,
}: {
  student: CourseCandidate | null;
  targetClass: number | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const notApplicable = t("ui.notApplicable", { ns: "common" });
  // A sentence ("Enrolled on 1 July 2025"): the long date of prose.
  const date = (iso: string) => longDate(iso, i18n.language);
  const target = targetClass ?? "";

  return (
    <DetailsDialog
      open={student !== null}
      onClose={onClose}
      title={student?.name ?? ""}
      closeLabel={t("student.close")}
    >
      {student && (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
            <DetailItem label={t("student.rollNumber")}>{student.rollNumber}</DetailItem>
            <DetailItem label={t("student.class")}>{t("classOption", { class: student.class })}</DetailItem>
            <DetailItem label={t("student.email")}>{student.email}</DetailItem>
            <DetailItem label={t("student.phone")}>{student.phone ?? notApplicable}</DetailItem>
            <DetailItem label={t("student.dob")}>
              {student.dob ? dayFirst(student.dob) : notApplicable}
            </DetailItem>
            <DetailItem label={t("student.fathername")}>{student.fathername}</DetailItem>
          </dl>
          <DetailsPanel title={t("student.enrolment", { class: target })}>
            <div className="mt-2 flex flex-col gap-1.5">
              <EnrolledBadge enrolled={student.enrolled} />
              {student.enrolled && student.enrollmentDate ? (
                <>
                  <p>{t("student.enrolledSince", { date: date(student.enrollmentDate) })}</p>
                  <p>
                    {t("student.access")}:{" "}
                    <strong>{student.accessGranted ? t("student.granted") : t("student.denied")}</strong>
                  </p>
                </>
              ) : (
                <p className="text-ink-muted">{t("student.notEnrolled", { class: target })}</p>
              )}
            </div>
          </DetailsPanel>
        </div>
      )}
    </DetailsDialog>
  );
}
