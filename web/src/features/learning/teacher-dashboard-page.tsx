import { type ActiveSchoolCoursesResponse, ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { NAMESPACE } from "./i18n.ts";
import { useStaffCourses } from "./staff-api.ts";
import { rememberCourse } from "./viewer-parts.tsx";

type SchoolCourse = ActiveSchoolCoursesResponse["activeSchoolCourses"][number]["courseId"];

/**
 * /teacherdashboard: the courses of the teacher's school, a 'Class n' button per open class →
 * /teacher/coursecontent?class=n (the course id to session storage). 'No courses assigned yet' when
 * the school has no course open at all; 'No courses enrolled' on a course's card when none of its
 * classes is open (bought but on hold, say) — see docs/adr/0184-viewer-messages.md.
 */
export default function TeacherDashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useAuth();
  const courses = useStaffCourses("teacher");
  const list = courses.data?.activeSchoolCourses ?? [];

  return (
    <div className="container-page py-8 sm:py-12">
      <header className="mb-6">
        <h1 className="text-h1 font-extrabold">
          {user?.name ? t("teacher.greeting", { name: user.name }) : t("teacher.greetingNoName")}
        </h1>
        <p className="mt-1 text-lead text-ink-muted">{t("teacher.subtitle")}</p>
      </header>
      <h2 className="mb-4 font-display text-h2 font-bold">{t("teacher.myCourses")}</h2>
      {courses.isError ? (
        <Card tone="accent">
          <p role="alert" className="text-lead">
            {t("teacher.loadFailed")}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => void courses.refetch()}>
            {t("retry")}
          </Button>
        </Card>
      ) : courses.isPending ? (
        <p role="status" className="text-ink-muted">
          {t("teacher.loading")}
        </p>
      ) : list.length === 0 ? (
        <EmptyState symbol="√" title={t("teacher.noCourses")} description={t("teacher.noCoursesHint")} />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {list.map(({ courseId: course }) => (
            <li key={course._id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CourseCard({ course }: { course: SchoolCourse }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const classes = [...course.classLevels].sort((a, b) => a.classNumber - b.classNumber);
  return (
    <Card as="article" title={course.name} titleAs="h3" className="h-full">
      {classes.length === 0 ? (
        <p className="text-ink-muted">{t("teacher.noClasses")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {classes.map((cls) => (
            <li key={cls.classNumber}>
              <Button
                onClick={() => {
                  rememberCourse(course._id, course.name);
                  void navigate(`${ROUTES.teacherCourseContent}?class=${cls.classNumber}`);
                }}
              >
                {t("classN", { n: cls.classNumber })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
