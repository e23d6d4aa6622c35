import { type AccessCoursesResponse, ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ClassButton, ClassOnHold, MyCourses, rememberCourse } from "@/components/my-courses.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useLocalName, useResourceTypeLabel } from "@/lib/local-name.ts";
import { useProgressOutbox, useResume, useStudentCourses } from "./api.ts";
import { DashboardGreeting } from "./dashboard-greeting.tsx";
import { DueList } from "./due-list.tsx";
import { NAMESPACE } from "./i18n.ts";

type StudentCourse = AccessCoursesResponse["courses"][number];

/** The viewer's URL for a class, and a resource to open in it (resume). */
const contentUrl = (classNumber: number, resourceId?: string) =>
  `${ROUTES.studentCourseContent}?class=${classNumber}${resourceId ? `&resource=${encodeURIComponent(resourceId)}` : ""}`;

/**
 * /studentdashboard (a school's student): 'Continue where you left off' (the last resource opened)
 * and My Courses, one card per course with a 'Class n' button per enrolled class (the course id to
 * session storage, the class to the URL, as the spec's viewer reads them).
 */
export default function StudentDashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const named = useLocalName();
  const typeLabel = useResourceTypeLabel();
  const courses = useStudentCourses();
  const resume = useResume();
  const navigate = useNavigate();
  // Ticks made offline on the lesson screen are sent as soon as the student is back here online.
  useProgressOutbox();
  const point = resume.data?.resume;
  const list = courses.data?.courses ?? [];

  return (
    <div className="container-page py-8 sm:py-12">
      <DashboardGreeting who="student" />

      <DueList />

      {point && (
        <Card tone="brand" className="mb-8">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="min-w-0 text-lead">
              {t("student.resumeDetail", {
                course: named(point.courseName, point.courseNameHi),
                n: point.classNumber,
                title: named(point.title, point.titleHi),
                type: typeLabel(point.resourceType),
              })}
            </p>
            <Button
              onClick={() => {
                rememberCourse(point.courseId, point.courseName);
                void navigate(contentUrl(point.classNumber, point.resourceId));
              }}
            >
              {t("student.resume")}
            </Button>
          </div>
        </Card>
      )}

      <MyCourses
        query={courses}
        courses={list}
        keyOf={(course) => course._id}
        texts={{
          heading: t("student.myCourses"),
          loadFailed: t("student.loadFailed"),
          retry: t("retry"),
          loading: t("student.loading"),
          empty: t("student.empty"),
          emptyHint: t("student.emptyHint"),
        }}
        emptySymbol="π"
        renderCard={(course) => <CourseCard course={course} />}
      />
    </div>
  );
}

function CourseCard({ course }: { course: StudentCourse }) {
  const { t } = useTranslation(NAMESPACE);
  const named = useLocalName();
  const classes = [...course.enrolledClass].sort((a, b) => a.classNumber - b.classNumber);
  return (
    <Card as="article" title={named(course.name, course.nameHi)} titleAs="h3" className="h-full">
      <ul className="flex flex-wrap gap-2">
        {classes.map((cls) =>
          cls.accessGranted ? (
            <li key={cls.classNumber}>
              <ClassButton course={course} to={contentUrl(cls.classNumber)}>
                {t("classN", { n: cls.classNumber })}
              </ClassButton>
            </li>
          ) : (
            <ClassOnHold key={cls.classNumber}>{t("student.notGranted", { n: cls.classNumber })}</ClassOnHold>
          ),
        )}
      </ul>
    </Card>
  );
}
