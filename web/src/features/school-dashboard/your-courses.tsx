import { ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { SeatBar } from "@/components/ui/seat-bar.tsx";
import { LoadingNote } from "@/components/ui/spinner.tsx";
import { StatusBadge } from "@/components/ui/status-badge.tsx";
import { useSchoolCourses } from "@/lib/shared-api.ts";
import { useStatusWords } from "@/lib/status-words.ts";
import { NAMESPACE } from "./i18n.ts";

const contentPath = (courseId: string, classNumber: number) =>
  `${ROUTES.schoolCourseContent}?${new URLSearchParams({ courseId, class: String(classNumber) })}`;

/**
 * Every class the school may use, on the dashboard too: bought for its students (seats used / bought)
 * or for the school itself ('N/A'), under review or open, and a way into the content of each open one.
 */
export function YourCourses() {
  const { t } = useTranslation(NAMESPACE);
  const words = useStatusWords();
  const courses = useSchoolCourses();
  const list = courses.data ?? [];
  return (
    <Card
      title={t("courses.title")}
      className="col-span-2 lg:col-span-4"
      actions={
        <Link
          to={ROUTES.schoolStudentCourses}
          className={buttonClasses({ size: "sm", variant: "secondary" })}
        >
          {t("courses.all")}
        </Link>
      }
    >
      {courses.isPending ? (
        <LoadingNote label={t("loading")} />
      ) : list.length === 0 ? (
        <p className="text-ink-muted">{t("courses.none")}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.map((course) => (
            <li key={course.courseId._id} className="rounded-control border border-line p-3">
              <h3 className="font-semibold">{course.courseId.name}</h3>
              <ul className="mt-2 flex flex-col gap-2">
                {course.classDetails.map((cls) => (
                  <li key={`${cls.classNumber}-${cls.kind}`} className="flex flex-col gap-1">
                    <div className="flex flex-wrap items-center justify-between gap-2 text-caption">
                      <span className="font-semibold">
                        {cls.kind === "school"
                          ? t("courses.classForSchool", { n: cls.classNumber })
                          : t("classShort", { n: cls.classNumber })}
                      </span>
                      {cls.status === "hold" ? (
                        <StatusBadge status="hold" label={words.word("underReview")} />
                      ) : (
                        <Link
                          to={contentPath(course.courseId._id, cls.classNumber)}
                          aria-label={t("courses.contentOf", {
                            course: course.courseId.name,
                            n: cls.classNumber,
                          })}
                          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                        >
                          {t("courses.content")}
                        </Link>
                      )}
                    </div>
                    <SeatBar
                      current={cls.currentStudents}
                      limit={cls.studentLimit}
                      label={t("courses.seatsIn", { n: cls.classNumber })}
                    />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
