import type { ProfileResponse } from "@ganit/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card.tsx";
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
  // Each role's own details, in the order the account's owner reads them; absent ones say so.
  const { school, student, teacher } = profile;
  const cards: { title: string; rows: Row[] }[] = [
    { title: t("details.title"), rows: account },
    ...(school
      ? [
          {
            title: t("school.title"),
            rows: (["city", "state", "phone", "district", "pincode", "udiscCode", "address"] as const).map(
              (key) => ({ label: t(`school.${key}`), value: orNa(school[key]) }),
            ),
          },
        ]
      : []),
    ...(student
      ? [
          {
            title: t("student.title"),
            rows: (["rollNumber", "class", "fathername"] as const).map((key) => ({
              label: t(`student.${key}`),
              value: orNa(student[key]),
            })),
          },
        ]
      : []),
    ...(teacher
      ? [
          {
            title: t("teacher.title"),
            rows: [
              { label: t("teacher.mobile"), value: orNa(teacher.mobile) },
              { label: t("teacher.dob"), value: date(teacher.dob) },
            ],
          },
        ]
      : []),
  ];

  return (
    <div className="flex flex-col gap-6">
      {cards.map((card) => (
        <Card key={card.title} title={card.title}>
          <DetailList rows={card.rows} />
        </Card>
      ))}
    </div>
  );
}
