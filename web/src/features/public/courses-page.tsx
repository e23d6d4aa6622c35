import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "@/components/ui/dialog.tsx";
import { CourseDetails } from "./course-details.tsx";
import { CourseTile } from "./course-tile.tsx";
import { COURSE_TILES, type CourseId } from "./courses.ts";
import { PUBLIC_NS } from "./i18n.ts";
import { PageIntro } from "./page-intro.tsx";

/** Courses (/courses): eleven tiles, each opening a dialog about its course. */
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
