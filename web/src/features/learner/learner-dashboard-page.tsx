import { type PurchasedCourse, ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ClassButton, ClassOnHold, MyCourses } from "@/components/my-courses.tsx";
import { PageHeader } from "@/components/page-header.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { translateMessage } from "@/lib/messages.ts";
import { useStatusWords } from "@/lib/status-words.ts";
import { useMyCourses } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * /dashboard (studentb2c): a greeting and "My courses", one card per bought course with a button per
 * active class ('Class n': the course id goes to session storage, as the spec's viewers read it, and
 * the class to the URL); a class still under review is shown but does not open.
 */
export default function LearnerDashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useAuth();
  const myCourses = useMyCourses();
  const courses = myCourses.data?.data.studentCourses ?? [];

  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader
        title={user?.name ? t("dashboard.greeting", { name: user.name }) : t("dashboard.greetingNoName")}
        subtitle={t("dashboard.subtitle")}
        wide
      >
        <div className="flex flex-wrap gap-3">
          <Link to={ROUTES.b2cBuyCourses} className={buttonClasses()}>
            {t("dashboard.buyCourses")}
          </Link>
          <Link to={ROUTES.b2cPaymentHistory} className={buttonClasses({ variant: "secondary" })}>
            {t("dashboard.paymentHistory")}
          </Link>
        </div>
      </PageHeader>

      <MyCourses
        query={myCourses}
        courses={courses}
        keyOf={(course) => course.courseId}
        texts={{
          heading: t("dashboard.myCourses"),
          loadFailed: translateMessage("courseDataLoadFailed"),
          retry: t("retry"),
          loading: t("dashboard.loading"),
          empty: t("dashboard.empty"),
          emptyHint: t("dashboard.emptyHint"),
        }}
        emptySymbol="★"
        emptyAction={
          <Link to={ROUTES.b2cBuyCourses} className={buttonClasses()}>
            {t("dashboard.buyCourses")}
          </Link>
        }
        renderCard={(course) => <CourseCard course={course} />}
      />
    </div>
  );
}

function CourseCard({ course }: { course: PurchasedCourse }) {
  const { t } = useTranslation(NAMESPACE);
  const words = useStatusWords();
  const classes = [...course.purchasedClasses].sort((a, b) => a.classNumber - b.classNumber);
  const anyUnderReview = classes.some((cls) => cls.status !== "active");
  return (
    <Card as="article" title={course.courseName} titleAs="h3" className="h-full">
      <ul className="flex flex-wrap gap-2">
        {classes.map((cls) =>
          cls.status === "active" ? (
            <li key={cls.classNumber}>
              <ClassButton
                course={{ _id: course.courseId, name: course.courseName }}
                to={`${ROUTES.b2cCourseContent}?class=${cls.classNumber}`}
              >
                {t("classN", { n: cls.classNumber })}
              </ClassButton>
            </li>
          ) : (
            <ClassOnHold key={cls.classNumber}>
              {t("dashboard.underReview", { n: cls.classNumber, status: words.word("underReview") })}
            </ClassOnHold>
          ),
        )}
      </ul>
      {anyUnderReview && <p className="mt-3 text-caption text-ink-muted">{t("dashboard.underReviewHint")}</p>}
    </Card>
  );
}
