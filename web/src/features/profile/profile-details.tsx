import type { ProfileResponse } from "@ganit/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/index.ts";
import { longDate } from "@/lib/dates.ts";

type Row = { label: string; value: ReactNode };

function DetailList({ rows }: { rows: Row[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-caption font-bold tracking-wide text-ink-muted uppercase">{row.label}</dt>
          <dd className="mt-0.5 break-words text-lead font-semibold text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The account fields and, for schools, students and teachers, their role's details. */
export function ProfileDetails({ profile }: { profile: ProfileResponse }) {
  const { t, i18n } = useTranslation("profile");
  const orNa = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === "" ? t("notGiven") : value;
  const date = (value: string | null) => (value ? longDate(value, i18n.language) : t("notGiven"));

  const account: Row[] = [
    { label: t("details.name"), value: profile.name },
    { label: t("details.email"), value: profile.email },
    { label: t("details.username"), value: profile.username },
    { label: t("details.role"), value: t(`roles.${profile.role}`, { ns: "common" }) },
  ];

  return (
    <div className="flex flex-col gap-6">
      <Card title={t("details.title")}>
        <DetailList rows={account} />
      </Card>
      {profile.school && (
        <Card title={t("school.title")}>
          <DetailList
            rows={[
              { label: t("school.city"), value: orNa(profile.school.city) },
              { label: t("school.state"), value: orNa(profile.school.state) },
              { label: t("school.phone"), value: orNa(profile.school.phone) },
              { label: t("school.district"), value: orNa(profile.school.district) },
              { label: t("school.pincode"), value: orNa(profile.school.pincode) },
              { label: t("school.udiscCode"), value: orNa(profile.school.udiscCode) },
              { label: t("school.address"), value: orNa(profile.school.address) },
            ]}
          />
        </Card>
      )}
      {profile.student && (
        <Card title={t("student.title")}>
          <DetailList
            rows={[
              { label: t("student.rollNumber"), value: orNa(profile.student.rollNumber) },
              { label: t("student.class"), value: orNa(profile.student.class) },
              { label: t("student.fathername"), value: orNa(profile.student.fathername) },
            ]}
          />
        </Card>
      )}
      {profile.teacher && (
        <Card title={t("teacher.title")}>
          <DetailList
            rows={[
              { label: t("teacher.mobile"), value: orNa(profile.teacher.mobile) },
              { label: t("teacher.dob"), value: date(profile.teacher.dob) },
            ]}
          />
        </Card>
      )}
    </div>
  );
}
