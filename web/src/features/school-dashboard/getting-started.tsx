import { formatRupees, ROUTES, type SchoolDashboard } from "@ganit/contracts";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CheckIcon } from "@/components/icons.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { cn } from "@/lib/cn.ts";
import { localeOf } from "@/lib/dates.ts";
import { NAMESPACE } from "./i18n.ts";

type StepKey = "buy" | "verify" | "students" | "enrol" | "sheets" | "teachers";
type Step = { key: StepKey; done: boolean; to: string; detail?: string };

/**
 * The order a new school really follows: buy seats → wait for verification → add students → enrol
 * them → print their sign-in sheets → add teachers. Each step is done or not from what the server
 * counted (GET /api/school/dashboard `gettingStarted`), never from what this browser remembers; the
 * first step not done is the one to do now, with its button.
 */
export function stepsOf(data: SchoolDashboard, t: TFunction<typeof NAMESPACE>): Step[] {
  const start = data.gettingStarted;
  const seats = start.seatClasses.active + start.seatClasses.hold;
  const pendingSeats = start.pendingPurchases.some((purchase) => purchase.kind === "students");
  return [
    { key: "buy", done: seats > 0 || pendingSeats, to: ROUTES.schoolBuyCourses },
    {
      key: "verify",
      done: start.seatClasses.active > 0,
      to: ROUTES.schoolPayments,
      detail:
        start.pendingPurchaseCount > 0
          ? t("start.verifyWaiting", { count: start.pendingPurchaseCount })
          : start.seatClasses.active === 0 && seats > 0
            ? t("start.verifyHeld")
            : undefined,
    },
    { key: "students", done: data.students > 0, to: ROUTES.schoolAddStudent },
    {
      key: "enrol",
      done: start.studentsEnrolled > 0,
      to: ROUTES.schoolStudentCourses,
      detail:
        data.students > 0
          ? t("start.enrolCount", { enrolled: start.studentsEnrolled, all: data.students })
          : undefined,
    },
    {
      key: "sheets",
      done: data.students > 0 && start.studentsWithoutSignIn === 0,
      to: ROUTES.schoolViewStudents,
      detail:
        start.studentsWithoutSignIn > 0
          ? t("start.sheetsMissing", { count: start.studentsWithoutSignIn })
          : undefined,
    },
    { key: "teachers", done: data.teachers > 0, to: ROUTES.schoolAddTeacher },
  ];
}

export function GettingStarted({ data }: { data: SchoolDashboard }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = localeOf(i18n.language);
  const steps = stepsOf(data, t);
  const current = steps.find((step) => !step.done);
  const doneCount = steps.filter((step) => step.done).length;
  if (!current) return null;

  return (
    <Card
      title={t("start.title")}
      description={t("start.progress", { done: doneCount, all: steps.length })}
      className="col-span-2 lg:col-span-4"
    >
      <ol className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {steps.map((step, index) => {
          const now = step === current;
          return (
            <li
              key={step.key}
              aria-current={now ? "step" : undefined}
              className={cn(
                "flex gap-3 rounded-control border p-3",
                now ? "border-brand-400 bg-brand-50" : "border-line",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-full font-bold",
                  step.done ? "bg-success-600 text-white" : "bg-brand-100 text-brand-800",
                )}
              >
                {step.done ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-semibold">
                  {t(`start.${step.key}.title`)}
                  <span className="sr-only">
                    {" — "}
                    {step.done ? t("start.done") : now ? t("start.now") : t("start.notYet")}
                  </span>
                </p>
                <p className="text-caption text-ink-muted">
                  {step.done ? t(`start.${step.key}.done`) : t(`start.${step.key}.todo`)}
                </p>
                {step.detail && <p className="text-caption font-semibold text-ink">{step.detail}</p>}
                {step.key === "verify" && data.gettingStarted.pendingPurchases.length > 0 && (
                  <ul className="flex flex-col gap-1 text-caption">
                    {data.gettingStarted.pendingPurchases.map((purchase) => (
                      <li key={purchase._id}>
                        {t("start.pendingLine", {
                          date: new Date(purchase.createdAt).toLocaleDateString(locale, {
                            dateStyle: "medium",
                          }),
                          amount: formatRupees(purchase.total, locale),
                          utr: purchase.utrNumber,
                          count: purchase.classes,
                        })}
                      </li>
                    ))}
                  </ul>
                )}
                {!step.done && (
                  <Link
                    to={step.to}
                    className={cn(
                      buttonClasses({ size: "sm", variant: now ? "primary" : "secondary" }),
                      "mt-1 self-start",
                    )}
                  >
                    {t(`start.${step.key}.action`)}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
