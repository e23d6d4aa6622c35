import { type MyClass, ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ClassButton } from "@/components/my-courses.tsx";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadingNote } from "@/components/ui/spinner.tsx";
import { NAMESPACE } from "./i18n.ts";
import { useMyClasses } from "./staff-api.ts";

/**
 * 'My classes' on the teacher's dashboard: each class the school office gave the teacher, with its
 * summary line ("12 of 16 proficient · 3 need help · 1 not started") from the class results, and
 * its lessons and practice results one tap away. A teacher without classes is told to ask the
 * office (docs/adr/0533).
 */
export function MyClasses() {
  const { t } = useTranslation(NAMESPACE);
  const query = useMyClasses();
  const classes = query.data?.classes ?? [];
  return (
    <section aria-labelledby="my-classes" className="mb-10">
      <h2 id="my-classes" className="mb-4 font-display text-h2 font-bold">
        {t("myClasses.heading")}
      </h2>
      {query.isError ? (
        <LoadErrorCard
          message={t("myClasses.loadFailed")}
          retryLabel={t("retry")}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <LoadingNote label={t("myClasses.loading")} />
      ) : classes.length === 0 ? (
        <EmptyState symbol="6B" title={t("myClasses.empty")} description={t("myClasses.emptyHint")} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {classes.map((klass) => (
            <li key={`${klass.courseId}:${klass.classNumber}:${klass.section ?? ""}`}>
              <ClassCard klass={klass} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ClassCard({ klass }: { klass: MyClass }) {
  const { t } = useTranslation(NAMESPACE);
  const name =
    klass.section === null
      ? t("classN", { n: klass.classNumber })
      : t("myClasses.classSection", { n: klass.classNumber, section: klass.section });
  const results = `${ROUTES.teacherPracticeResults}?${new URLSearchParams({
    courseId: klass.courseId,
    class: String(klass.classNumber),
  })}`;
  // The class (and section) the assign form starts from: one tap less on a phone.
  const place = new URLSearchParams({
    courseId: klass.courseId,
    class: String(klass.classNumber),
    ...(klass.section ? { section: klass.section } : {}),
  });
  return (
    <Card as="article" title={name} titleAs="h3" description={klass.courseName} className="h-full">
      <p className="mb-4 font-semibold" data-testid="class-summary">
        {klass.students === 0
          ? t("myClasses.noPupils")
          : [
              t("myClasses.proficient", { count: klass.students, n: klass.proficient }),
              t("myClasses.needHelp", { count: klass.needHelp }),
              t("myClasses.notStarted", { count: klass.notStarted }),
            ].join(" · ")}
      </p>
      <p className="mb-4 text-sm" data-testid="class-due">
        {klass.dueSoon === 0 && klass.overdue === 0 ? (
          <span className="text-ink-muted">{t("myClasses.nothingDue")}</span>
        ) : (
          <>
            {t("myClasses.dueSoon", { count: klass.dueSoon })}
            {klass.overdue > 0 && (
              <>
                {" · "}
                <span className="font-semibold text-danger-700">
                  {t("myClasses.overdue", { count: klass.overdue })}
                </span>
              </>
            )}
          </>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <ClassButton
          course={{ _id: klass.courseId, name: klass.courseName }}
          to={`${ROUTES.teacherCourseContent}?class=${klass.classNumber}`}
        >
          {t("myClasses.lessons")}
        </ClassButton>
        <Link className="font-semibold text-brand-700 underline" to={results}>
          {t("myClasses.results")}
        </Link>
        <Link className="font-semibold text-brand-700 underline" to={`${ROUTES.teacherAssign}?${place}`}>
          {t("myClasses.assign")}
        </Link>
        <Link
          className="font-semibold text-brand-700 underline"
          to={`${ROUTES.teacherAssignments}?${new URLSearchParams({ courseId: klass.courseId, class: String(klass.classNumber) })}`}
        >
          {t("myClasses.assignments")}
        </Link>
      </div>
    </Card>
  );
}
