import { type PurchaseCreated, ROUTES } from "@ganit/contracts";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { SeatBar } from "@/components/ui/seat-bar.tsx";
import { PageSpinner } from "@/components/ui/spinner.tsx";
import { cn } from "@/lib/cn.ts";
import { translateMessage } from "@/lib/messages.ts";
import { NAMESPACE } from "./i18n.ts";
import { LazyPaymentStep } from "./lazy-payment-step.tsx";
import { useRupees } from "./money.ts";
import { OrderSummary } from "./order-summary.tsx";
import { CourseDataError, PurchaseHeader } from "./purchase-frame.tsx";
import { SeatsInput } from "./seats-input.tsx";
import { renewalTotals } from "./selection.ts";
import { StepIndicator } from "./step-indicator.tsx";
import { SuccessStep } from "./success-step.tsx";
import { usePurchaseData } from "./use-purchase-data.ts";

/** An active student class that can get more seats. */
type Renewable = {
  key: string;
  courseId: string;
  courseName: string;
  classNumber: number;
  currentStudents: number;
  studentLimit: number;
  pendingSeats: number;
  pricePerStudent: number | null;
};

/**
 * /school/renewcourse: more seats for an active student class. The school picks the class and the
 * seats, pays the server's quote (kind renewal) with the wizard's payment step, and the new seats count
 * once the superadmin verifies the payment. A class with seats already under review waits for them.
 */
export default function RenewCoursePage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const rupees = useRupees();
  const { catalogue, mine, discount } = usePurchaseData();

  const [chosen, setChosen] = useState<string | null>(null);
  // null while the box holds something that is not a whole number.
  const [seats, setSeats] = useState<number | null>(1);
  const [paying, setPaying] = useState(false);
  const [created, setCreated] = useState<PurchaseCreated | null>(null);

  const classes = useMemo<Renewable[]>(
    () =>
      (mine.data?.data.studentCourses ?? []).flatMap((course) =>
        course.purchasedClasses
          .filter((klass) => klass.status === "active" && klass.studentLimit !== null)
          .map((klass) => ({
            key: `${course.courseId}:${klass.classNumber}`,
            courseId: course.courseId,
            courseName: course.courseName,
            classNumber: klass.classNumber,
            currentStudents: klass.currentStudents,
            studentLimit: klass.studentLimit ?? 0,
            pendingSeats: klass.pendingSeats,
            pricePerStudent:
              catalogue.data
                ?.find((entry) => entry._id === course.courseId)
                ?.classLevels.find((level) => level.classNumber === klass.classNumber)?.pricePerStudent ??
              null,
          })),
      ),
    [mine.data, catalogue.data],
  );
  const selected = classes.find((klass) => klass.key === chosen) ?? null;
  const discountPercent = discount.data ?? 0;
  const totals = renewalTotals(selected?.pricePerStudent ?? 0, selected ? (seats ?? 0) : 0, discountPercent);
  const step = created ? 3 : paying ? 2 : 1;

  const proceed = () => {
    if (!selected) return void toast.error(t("renew.chooseFirst"), { id: "renew-choose" });
    if (seats === null || seats < 1)
      return void toast.error(translateMessage("studentLimitInvalid"), { id: "renew-seats" });
    setPaying(true);
  };

  return (
    <div className="container-page py-8 sm:py-12">
      <PurchaseHeader title={t("renew.title")} subtitle={t("renew.subtitle")} />
      <StepIndicator step={step} firstLabel={t("renew.chooseClass")} />
      {created ? (
        <SuccessStep created={created} onDone={() => navigate(ROUTES.schoolDashboard)} />
      ) : paying && selected && seats !== null ? (
        <LazyPaymentStep
          request={{ kind: "renewal", courseId: selected.courseId, classNumber: selected.classNumber, seats }}
          toSubmission={(utrNumber) => ({
            kind: "renewal",
            body: { utrNumber, courseId: selected.courseId, classNumber: selected.classNumber, seats },
          })}
          onBack={() => setPaying(false)}
          onSubmitted={setCreated}
        />
      ) : mine.isError ? (
        <CourseDataError onRetry={() => void mine.refetch()} />
      ) : !mine.data ? (
        <PageSpinner label={t("loading")} />
      ) : classes.length === 0 ? (
        <EmptyState
          title={t("renew.empty")}
          action={
            <Link to={ROUTES.schoolBuyCourses} className={buttonClasses()}>
              {t("renew.buyCourses")}
            </Link>
          }
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
          <Card title={t("renew.chooseClass")}>
            <fieldset className="flex flex-col gap-3">
              <legend className="sr-only">{t("renew.chooseClass")}</legend>
              {classes.map((klass) => {
                const waiting = klass.pendingSeats > 0;
                const label = t("renew.classRow", { course: klass.courseName, n: klass.classNumber });
                return (
                  <label
                    key={klass.key}
                    className={cn(
                      "flex items-start gap-3 rounded-control border-2 p-3",
                      waiting ? "cursor-not-allowed border-line bg-gray-50" : "cursor-pointer",
                      chosen === klass.key ? "border-brand-600 bg-brand-50" : "border-line",
                    )}
                  >
                    <input
                      type="radio"
                      name="renew-class"
                      value={klass.key}
                      checked={chosen === klass.key}
                      disabled={waiting}
                      onChange={() => setChosen(klass.key)}
                      className="mt-1 size-5 shrink-0 accent-brand-600"
                    />
                    <span className="flex min-w-0 flex-1 flex-col gap-1">
                      <span className="font-semibold">{label}</span>
                      <SeatBar current={klass.currentStudents} limit={klass.studentLimit} label={label} />
                      <span className="text-caption text-ink-muted">
                        {t("renew.seatsUsed", { current: klass.currentStudents, limit: klass.studentLimit })}
                        {klass.pricePerStudent !== null &&
                          ` · ${t("renew.price", { price: rupees(klass.pricePerStudent) })}`}
                      </span>
                      {waiting && (
                        <span className="self-start rounded-full bg-warning-100 px-2.5 py-0.5 text-caption font-bold text-warning-800">
                          {t("renew.pending", { count: klass.pendingSeats })}
                        </span>
                      )}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          </Card>
          <div className="flex flex-col gap-4 lg:sticky lg:top-4">
            <Card>
              <SeatsInput
                label={t("renew.seats")}
                hint={t("renew.seatsHint")}
                seats={seats ?? 0}
                onChange={setSeats}
              />
            </Card>
            <OrderSummary totals={totals} discountPercent={discountPercent}>
              <Button block onClick={proceed}>
                {t("summary.proceed")}
              </Button>
            </OrderSummary>
          </div>
        </div>
      )}
    </div>
  );
}
