import { ROUTES } from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { Dialog } from "@/components/ui/dialog.tsx";
import { CourseDetails } from "./course-details.tsx";
import { CourseTile } from "./course-tile.tsx";
import { COURSE_TILES, type CourseId } from "./courses.ts";
import { PUBLIC_NS } from "./i18n.ts";
import { PageIntro } from "./page-intro.tsx";

/**
 * Courses (/courses): eleven tiles, each opening a dialog about its course; below them, how to start:
 * a learner on their own registers as a student, a school as a school.
 */
export default function CoursesPage() {
  const { t } = useTranslation(PUBLIC_NS);
  const [openId, setOpenId] = useState<CourseId | null>(null);
  // The last opened course stays the dialog's content after closing, so the dialog always has a title.
  const [shownId, setShownId] = useState<CourseId>("vedic");

  const open = (id: CourseId) => {
    setShownId(id);
    setOpenId(id);
  };

  return (
    <>
      <PageIntro
        title={t("courses.title")}
        lead={t("courses.lead", { count: COURSE_TILES.length })}
        symbol="∑"
      />
      <div className="container-page py-12">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {COURSE_TILES.map(({ id, symbol }) => (
            <li key={id}>
              <CourseTile id={id} symbol={symbol} onOpen={() => open(id)} />
            </li>
          ))}
        </ul>
        <HowToStart />
      </div>
      <Dialog
        open={openId !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpenId(null);
        }}
        title={t(`courses.tiles.${shownId}.name`)}
        description={t(`courses.tiles.${shownId}.tagline`)}
        size="lg"
      >
        <CourseDetails id={shownId} />
      </Dialog>
    </>
  );
}

/** The two ways in, where a visitor who has just read about the courses looks for one. */
function HowToStart() {
  const { t } = useTranslation(PUBLIC_NS);
  const ways = [
    { key: "learner", to: ROUTES.studentRegister, variant: "primary" },
    { key: "school", to: ROUTES.schoolRegister, variant: "secondary" },
  ] as const;
  return (
    <section aria-labelledby="how-to-start" className="mt-12">
      <h2 id="how-to-start" className="text-h2 font-bold">
        {t("courses.join.heading")}
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {ways.map(({ key, to, variant }) => (
          <div
            key={key}
            className="flex flex-col items-start gap-3 rounded-card border border-line bg-white p-6 shadow-card"
          >
            <h3 className="text-h3 font-bold">{t(`courses.join.${key}Heading`)}</h3>
            <p className="text-ink-muted">{t(`courses.join.${key}Text`)}</p>
            <Link to={to} className={buttonClasses({ variant, className: "mt-auto" })}>
              {t(`courses.join.${key}Link`)}
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}
