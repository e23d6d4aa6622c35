import type { CourseCandidate } from "@ganit/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Dialog } from "@/components/ui/dialog.tsx";
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
    <Dialog
      open={student !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={student?.name ?? ""}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t("student.close")}
        </Button>
      }
    >
      {student && (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
            <Item label={t("student.rollNumber")}>{student.rollNumber}</Item>
            <Item label={t("student.class")}>{t("classOption", { class: student.class })}</Item>
            <Item label={t("student.email")}>{student.email}</Item>
            <Item label={t("student.phone")}>{student.phone ?? notApplicable}</Item>
            <Item label={t("student.dob")}>{student.dob ? dayFirst(student.dob) : notApplicable}</Item>
            <Item label={t("student.fathername")}>{student.fathername}</Item>
          </dl>
          <section className="rounded-card border border-brand-100 bg-brand-50/50 p-4">
            <h3 className="font-display text-lead font-bold text-brand-900">
              {t("student.enrolment", { class: target })}
            </h3>
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
          </section>
        </div>
      )}
    </Dialog>
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
