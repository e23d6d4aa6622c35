import { ROUTES, type SchoolStudentCourse } from "@ganit/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { PageSpinner } from "@/components/ui/spinner.tsx";
import { useSchoolStudentCourses } from "./api.ts";
import { CourseCard } from "./course-card.tsx";
import { NAMESPACE } from "./i18n.ts";

/**
 * /school/studentcourses: a card per student course the school has bought, with a seat bar per class
 * (current / limit). A card leads to the course's enrolment screen. The spec only logs a failed load
 * (no toast): the screen then shows what it has, which is nothing.
 */
export default function StudentCoursesPage() {
  const { t } = useTranslation(NAMESPACE);
  const courses = useSchoolStudentCourses();

  useEffect(() => {
    if (courses.isError) console.error("Failed to load the school's student courses", courses.error);
  }, [courses.isError, courses.error]);

  const list: SchoolStudentCourse[] = courses.data ?? [];
  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader title={t("courses.title")} subtitle={t("courses.subtitle")}>
        <Link to={ROUTES.schoolBuyCourses} className={buttonClasses({ variant: "secondary" })}>
          {t("courses.buy")}
        </Link>
      </PageHeader>
      {courses.isPending ? (
        <PageSpinner />
      ) : list.length === 0 ? (
        <EmptyState
          title={t("courses.empty")}
          description={t("courses.emptyHint")}
          action={
            <Link to={ROUTES.schoolBuyCourses} className={buttonClasses()}>
              {t("courses.buy")}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {list.map((course) => (
            <li key={course.courseId._id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
