import { type ActiveSchoolCoursesResponse, ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { ClassButton, MyCourses } from "@/components/my-courses.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useLocalName } from "@/lib/local-name.ts";
import { DashboardGreeting } from "./dashboard-greeting.tsx";
import { NAMESPACE } from "./i18n.ts";
import { MyClasses } from "./my-classes.tsx";
import { useStaffCourses } from "./staff-api.ts";

type SchoolCourse = ActiveSchoolCoursesResponse["activeSchoolCourses"][number]["courseId"];

/**
 * /teacherdashboard: 'My classes' first (the classes the school office gave the teacher, each with
 * its summary line), then the courses of those classes, a 'Class n' button per open class →
 * /teacher/coursecontent?class=n (the course id to session storage). 'No courses assigned yet' when
 * the school has no course open at all; 'No courses enrolled' on a course's card when none of its
 * classes is open (bought but on hold, say) — see docs/adr/0184-viewer-messages.md.
 */
export default function TeacherDashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const courses = useStaffCourses("teacher");
  const list = courses.data?.activeSchoolCourses ?? [];

  return (
    <div className="container-page py-8 sm:py-12">
      <DashboardGreeting who="teacher" />
      <MyClasses />
      <MyCourses
        query={courses}
        courses={list}
        keyOf={({ courseId: course }) => course._id}
        texts={{
          heading: t("teacher.myCourses"),
          loadFailed: t("teacher.loadFailed"),
          retry: t("retry"),
          loading: t("teacher.loading"),
          empty: t("teacher.noCourses"),
          emptyHint: t("teacher.noCoursesHint"),
        }}
        emptySymbol="√"
        renderCard={({ courseId: course }) => <CourseCard course={course} />}
      />
    </div>
  );
}

function CourseCard({ course }: { course: SchoolCourse }) {
  const { t } = useTranslation(NAMESPACE);
  const named = useLocalName();
  const classes = [...course.classLevels].sort((a, b) => a.classNumber - b.classNumber);
  return (
    <Card as="article" title={named(course.name, course.nameHi)} titleAs="h3" className="h-full">
      {classes.length === 0 ? (
        <p className="text-ink-muted">{t("teacher.noClasses")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {classes.map((cls) => (
            <li key={cls.classNumber}>
              <ClassButton course={course} to={`${ROUTES.teacherCourseContent}?class=${cls.classNumber}`}>
                {t("classN", { n: cls.classNumber })}
              </ClassButton>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
