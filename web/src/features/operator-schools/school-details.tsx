import { type ActiveSchool, ROUTES, type SchoolCourseSummary } from "@ganit/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NAMESPACE } from "./i18n.ts";
import { indiaDay } from "./india-day.ts";

/** An opened row: the school's contact, details, counts and courses (spec part 2 §3 "Active school"). */
export function SchoolDetails({ school }: { school: ActiveSchool }) {
  const { t } = useTranslation(NAMESPACE);
  const { contact, details } = school;
  const { address } = contact;
  return (
    <section
      aria-label={t("row.detailsOf", { name: school.schoolName })}
      className="grid gap-5 text-body sm:grid-cols-2 lg:grid-cols-4"
    >
      <Block title={t("details.contact")}>
        <Item label={t("details.email")}>
          <a className="break-all text-brand-700 underline" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        </Item>
        <Item label={t("details.phone")}>{contact.phone}</Item>
        <Item label={t("details.address")}>
          {address.street}, {address.city}
        </Item>
        <Item label={t("details.district")}>
          {address.district}, {address.state}
        </Item>
        <Item label={t("details.pincode")}>{address.pincode}</Item>
      </Block>
      <Block title={t("details.details")}>
        <Item label={t("details.udiscCode")}>{details.udiscCode}</Item>
        <Item label={t("details.registrationDate")}>{indiaDay(details.registrationDate)}</Item>
        {school.activeSince && <Item label={t("details.activeSince")}>{indiaDay(school.activeSince)}</Item>}
        {school.status !== "active" && school.statusChangedAt && (
          <Item label={t("details.statusChanged")}>{indiaDay(school.statusChangedAt)}</Item>
        )}
        {school.status !== "active" && school.statusReason && (
          <Item label={t("details.statusReason")}>{school.statusReason}</Item>
        )}
        <Item label={t("details.records")}>
          <span className="flex flex-wrap gap-x-4 gap-y-1">
            <Link
              className="text-brand-700 underline"
              to={`${ROUTES.superadminPayments}?${new URLSearchParams({ schoolId: school.schoolId, status: "all" })}`}
            >
              {t("details.payments")}
            </Link>
            <Link
              className="text-brand-700 underline"
              to={`${ROUTES.superadminAudit}?${new URLSearchParams({ schoolId: school.schoolId })}`}
            >
              {t("details.auditTrail")}
            </Link>
          </span>
        </Item>
      </Block>
      <Block title={t("details.counts")}>
        <Item label={t("details.totalCourses")}>{school.totalCourses}</Item>
        <Item label={t("details.totalStudents")}>{school.totalStudents}</Item>
        <Item label={t("details.totalTeachers")}>{school.totalTeachers}</Item>
      </Block>
      <Block title={t("details.courses")}>
        <CourseList title={t("details.forStudents")} courses={school.courses.forStudents} />
        <CourseList title={t("details.forSchool")} courses={school.courses.forSchool} />
      </Block>
    </section>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <h3 className="font-display text-body font-bold text-brand-900">{title}</h3>
      <dl className="mt-2 flex flex-col gap-1.5">{children}</dl>
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-caption font-bold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** A kind's courses, each with its classes: `Class 6 · 40 seats`, `Class 7 · on hold`. */
function CourseList({ title, courses }: { title: string; courses: SchoolCourseSummary[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="min-w-0">
      <dt className="text-caption font-bold tracking-wide text-ink-muted uppercase">{title}</dt>
      <dd>
        {courses.length === 0 ? (
          <span className="text-ink-muted">{t("details.noCourses")}</span>
        ) : (
          <ul className="flex flex-col gap-1">
            {courses.map((course) => (
              <li key={course.courseId}>
                <span className="font-semibold">{course.courseName}</span>
                <span className="text-ink-muted">
                  {": "}
                  {course.classes
                    .map((line) =>
                      [
                        t("details.classLine", { classNumber: line.classNumber }),
                        line.studentLimit !== null ? t("details.seats", { count: line.studentLimit }) : null,
                        line.status !== "active" ? t(`details.classStatus.${line.status}`) : null,
                      ]
                        .filter(Boolean)
                        .join(" · "),
                    )
                    .join(", ")}
                </span>
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}
