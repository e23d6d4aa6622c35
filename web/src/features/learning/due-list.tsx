import { type DueAssignment, ROUTES, routePath } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { rememberCourse } from "@/components/my-courses.tsx";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { useDueAssignments, useStartAssignedTest } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

type Group = "overdue" | "thisWeek" | "later" | "done";
const GROUPS: readonly Group[] = ["overdue", "thisWeek", "later", "done"];

/** A day `days` after an India day (YYYY-MM-DD). */
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** DD-MM-YYYY, as every screen writes a day. */
const onScreen = (day: string) => day.split("-").reverse().join("-");

/** Overdue (not done, past the due day); due within a week from today; later; done. */
export function groupOf(item: DueAssignment, today: string): Group {
  if (item.state === "done") return "done";
  if (item.state === "overdue") return "overdue";
  return item.dueOn <= dayAfter(today, 6) ? "thisWeek" : "later";
}

/**
 * "Due" first on the child's dashboard (docs/adr/0661): what the teacher gave them, overdue in red,
 * then this week's, then later, then what is done. A set opens in practice, a lesson page in the
 * class's viewer. Work done offline shows as done once its answers have synced.
 */
export function DueList() {
  const { t } = useTranslation(NAMESPACE);
  const due = useDueAssignments();
  const items = due.data?.items ?? [];
  if (due.isPending || due.isError || items.length === 0) return null;
  const today = due.data.today;
  return (
    <section aria-labelledby="due-heading" className="mb-8">
      <h2 id="due-heading" className="mb-3 font-display text-h2 font-bold">
        {t("due.heading")}
      </h2>
      {GROUPS.map((group) => {
        const rows = items.filter((item) => groupOf(item, today) === group);
        if (rows.length === 0) return null;
        return (
          <div key={group} className="mb-4" data-testid={`due-${group}`}>
            <h3 className={cn("mb-2 font-bold", group === "overdue" ? "text-danger-700" : "text-ink-muted")}>
              {t(`due.${group}`)}
            </h3>
            <ul className="grid gap-2">
              {rows.map((item) => (
                <DueRow key={item.id} item={item} overdue={group === "overdue"} />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

function DueRow({ item, overdue }: { item: DueAssignment; overdue: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const startTest = useStartAssignedTest();
  const open = () => {
    // A teacher's test: its sitting opens on the test screen (the server draws each child's numbers).
    if (item.testId)
      startTest.mutate(item.testId, {
        onSuccess: (sitting) => void navigate(routePath.practiceTest(sitting.attemptId)),
      });
    else if (item.kind === "lesson") {
      rememberCourse(item.courseId, item.courseName);
      void navigate(
        `${ROUTES.studentCourseContent}?class=${item.classNumber}&resource=${encodeURIComponent(item.resourceId ?? "")}`,
      );
    } else void navigate(ROUTES.practice.replace(":resourceId", encodeURIComponent(item.resourceId ?? "")));
  };
  return (
    <li
      className={cn(
        "flex flex-wrap items-center justify-between gap-3 rounded-card border-2 bg-surface p-3",
        overdue ? "border-danger-700" : "border-line",
      )}
    >
      <div className="min-w-0">
        <p className="font-semibold">{item.title}</p>
        <p className={cn("text-sm", overdue ? "font-semibold text-danger-700" : "text-ink-muted")}>
          {t(`due.kind.${item.kind}`)} · {t("due.dueOn", { day: onScreen(item.dueOn) })} ·{" "}
          {t(`due.state.${item.state}`)}
        </p>
        {item.nudgedAt && item.state !== "done" && (
          <p className="text-sm font-semibold text-brand-700">{t("due.nudged")}</p>
        )}
      </div>
      {item.state !== "done" && (
        <Button size="sm" onClick={open} disabled={startTest.isPending}>
          {t(item.kind === "lesson" ? "due.openLesson" : item.testId ? "due.sitTest" : "due.practise")}
        </Button>
      )}
    </li>
  );
}
