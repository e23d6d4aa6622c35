import { type PurchasedCourse, ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses, Card, EmptyState } from "@/components/ui/index.ts";
import { useAuth } from "@/lib/auth.tsx";
import { translateMessage } from "@/lib/messages.ts";
import { SESSION_KEYS } from "@/lib/session.ts";
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
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-h1 font-extrabold">
            {user?.name ? t("dashboard.greeting", { name: user.name }) : t("dashboard.greetingNoName")}
          </h1>
          <p className="mt-1 text-lead text-ink-muted">{t("dashboard.subtitle")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={ROUTES.b2cBuyCourses} className={buttonClasses()}>
            {t("dashboard.buyCourses")}
          </Link>
          <Link to={ROUTES.b2cPaymentHistory} className={buttonClasses({ variant: "secondary" })}>
            {t("dashboard.paymentHistory")}
          </Link>
        </div>
      </header>

      <h2 className="mb-4 font-display text-h2 font-bold">{t("dashboard.myCourses")}</h2>
      {myCourses.isError ? (
        <Card tone="accent">
          <p role="alert" className="text-lead">
            {translateMessage("courseDataLoadFailed")}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => void myCourses.refetch()}>
            {t("retry")}
          </Button>
        </Card>
      ) : myCourses.isPending ? (
        <p role="status" className="text-ink-muted">
          {t("dashboard.loading")}
        </p>
      ) : courses.length === 0 ? (
        <EmptyState
          symbol="★"
          title={t("dashboard.empty")}
          description={t("dashboard.emptyHint")}
          action={
            <Link to={ROUTES.b2cBuyCourses} className={buttonClasses()}>
              {t("dashboard.buyCourses")}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {courses.map((course) => (
            <li key={course.courseId}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CourseCard({ course }: { course: PurchasedCourse }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const classes = [...course.purchasedClasses].sort((a, b) => a.classNumber - b.classNumber);
  const open = (classNumber: number) => {
    sessionStorage.setItem(SESSION_KEYS.courseId, course.courseId);
    sessionStorage.setItem(SESSION_KEYS.coursename, course.courseName);
    void navigate(`${ROUTES.b2cCourseContent}?class=${classNumber}`);
  };
  const anyUnderReview = classes.some((cls) => cls.status !== "active");
  return (
    <Card as="article" title={course.courseName} titleAs="h3" className="h-full">
      <ul className="flex flex-wrap gap-2">
        {classes.map((cls) =>
          cls.status === "active" ? (
            <li key={cls.classNumber}>
              <Button onClick={() => open(cls.classNumber)}>{t("classN", { n: cls.classNumber })}</Button>
            </li>
          ) : (
            <li
              key={cls.classNumber}
              className="inline-flex min-h-11 items-center rounded-control border-2 border-dashed border-warning-700/40 bg-warning-100 px-4 font-semibold text-warning-800"
            >
              {t("dashboard.underReview", { n: cls.classNumber })}
            </li>
          ),
        )}
      </ul>
      {anyUnderReview && <p className="mt-3 text-caption text-ink-muted">{t("dashboard.underReviewHint")}</p>}
    </Card>
  );
}
