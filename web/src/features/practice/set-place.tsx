import { type PracticePlace, ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { rememberCourse } from "@/components/my-courses.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { NAMESPACE } from "./i18n.ts";

/**
 * Where a practice set sits, for the child: the way back to its lesson, and the words of the
 * heading (course and class above the lesson's title, the kind of set below it).
 */

const backClass =
  "inline-flex min-h-12 items-center gap-1 self-start rounded-lg px-1 text-body font-semibold text-brand-700 underline-offset-4 hover:underline";

/** The lessons the set was opened from: that class's viewer with the set's resource open. */
function lessonsPath(role: string | undefined, place: PracticePlace, resourceId: string) {
  const query = new URLSearchParams({ class: String(place.classNumber) });
  if (role === "studentb2c") return `${ROUTES.b2cCourseContent}?${query}`;
  query.set("resource", resourceId);
  return `${ROUTES.studentCourseContent}?${query}`;
}

/** "← Back to the lessons": to the set's lesson when its place is known, else one step back. */
export function BackToLessons({
  place,
  resourceId,
  onBack,
}: {
  place: PracticePlace | undefined;
  resourceId: string;
  onBack: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useAuth();
  const words = (
    <>
      <span aria-hidden="true">←</span> {t("back")}
    </>
  );
  if (!place)
    return (
      <button type="button" className={backClass} onClick={onBack}>
        {words}
      </button>
    );
  return (
    <Link
      to={lessonsPath(user?.role, place, resourceId)}
      className={backClass}
      // The viewers read the course from the session, as the dashboard's class button leaves it.
      onClick={() => rememberCourse(place.courseId, place.courseName)}
    >
      {words}
    </Link>
  );
}

/** The heading's words: "Vedic Math · Class 5", the lesson's title, "Quiz · Worksheet". */
export function usePlaceWords(place: PracticePlace | undefined, quiz: boolean) {
  const { t } = useTranslation(NAMESPACE);
  const mode = t(quiz ? "answer.quizTitle" : "answer.title");
  if (!place) return { title: mode };
  const kinds = ["practice", "quiz", "MCQ", "Fill in the Blanks", "matching", "worksheet"] as const;
  const type = kinds.find((kind) => kind === place.resourceType);
  const kind = type ? t(`setKinds.${type}`) : place.resourceType;
  return {
    lead: t("answer.where", { course: place.courseName, n: place.classNumber }),
    title: place.title,
    sub: kind === mode ? mode : t("answer.setKind", { mode, kind }),
  };
}
