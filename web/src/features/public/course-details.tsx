import { ROUTES } from "@ganit/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { COURSE_CLASSES, type CourseId } from "./courses.ts";
import { PUBLIC_NS } from "./i18n.ts";
import {
  CODING_PROGRAM_RUPEES,
  EXAM_CLASSES,
  formatRupeeAmount,
  TEACHER_AWARD_KIT_RUPEES,
  UPSKILLING_KIT_RUPEES,
  VOUCHER_RUPEES,
} from "./prizes.ts";

/** The body of a course's dialog: what the course is and what children learn in it. */
export function CourseDetails({ id }: { id: CourseId }) {
  const { t } = useTranslation(PUBLIC_NS);
  if (id === "aptitude") return <AptitudeExamDetails />;
  const paragraphs = t(`courses.tiles.${id}.paragraphs`, { returnObjects: true }) as string[];
  const topics = t(`courses.tiles.${id}.topics`, { returnObjects: true }) as string[];
  return (
    <div className="space-y-4">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h3 className="text-lead font-bold">{t("courses.learn")}</h3>
      <ul className="list-disc space-y-1 ps-6 marker:text-brand-500">
        {topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
      <p className="font-semibold text-brand-800">{t("courses.classes", COURSE_CLASSES)}</p>
      <ContactLink>{t("courses.askAbout")}</ContactLink>
    </div>
  );
}

function AptitudeExamDetails() {
  const { t } = useTranslation(PUBLIC_NS);
  const rupees = (amount: number) => t("courses.rupees", { amount: formatRupeeAmount(amount) });
  const figures = {
    kit: rupees(UPSKILLING_KIT_RUPEES),
    coding: rupees(CODING_PROGRAM_RUPEES),
    voucher: rupees(VOUCHER_RUPEES),
    teacher: rupees(TEACHER_AWARD_KIT_RUPEES),
  };
  const paragraphs = t("courses.tiles.aptitude.paragraphs", {
    returnObjects: true,
    ...EXAM_CLASSES,
  }) as string[];
  return (
    <div className="space-y-4">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>{t("courses.tiles.aptitude.syllabus", EXAM_CLASSES)}</p>
      <h3 className="text-lead font-bold">{t("courses.tiles.aptitude.prizesHeading")}</h3>
      <ul className="space-y-2">
        {(["districtPrize", "statePrize", "teacherPrize"] as const).map((prize) => (
          <li key={prize} className="flex gap-3 rounded-control bg-accent-50 p-3">
            <span aria-hidden="true" className="font-bold text-accent-700">
              ★
            </span>
            <span>{t(`courses.tiles.aptitude.${prize}`, figures)}</span>
          </li>
        ))}
      </ul>
      <p className="text-ink-muted">{t("courses.tiles.aptitude.howToJoin")}</p>
      <ContactLink>{t("courses.tiles.aptitude.askDates")}</ContactLink>
    </div>
  );
}

/** Every dialog ends with a way to ask about the course (and so holds something to focus). */
function ContactLink({ children }: { children: ReactNode }) {
  return (
    <p>
      <Link
        to={ROUTES.contact}
        className="font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {children}
      </Link>
    </p>
  );
}
