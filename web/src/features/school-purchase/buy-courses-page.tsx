import { type EnablementKind, type PurchaseCreated, type QuoteRequest, ROUTES } from "@ganit/contracts";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { PageSpinner } from "@/components/ui/spinner.tsx";
import { translateMessage } from "@/lib/messages.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import type { PurchaseSubmission } from "./api.ts";
import { CoursePicker } from "./course-picker.tsx";
import { NAMESPACE } from "./i18n.ts";
import { KindSwitch } from "./kind-switch.tsx";
import { LazyPaymentStep } from "./lazy-payment-step.tsx";
import { OrderSummary, ProceedBar } from "./order-summary.tsx";
import { CourseDataError, PurchaseHeader } from "./purchase-frame.tsx";
import {
  type CourseOption,
  courseOptions,
  coursesForSchool,
  coursesForStudents,
  quoteRequestOf,
  type Selection,
  totalsOf,
} from "./selection.ts";
import { StepIndicator } from "./step-indicator.tsx";
import { SuccessStep } from "./success-step.tsx";
import { usePurchaseData } from "./use-purchase-data.ts";

/** What step 1 hands to step 2: the selection frozen, so a refetch underneath cannot change what is paid. */
type Checkout = {
  kind: EnablementKind;
  options: CourseOption[];
  selection: Selection;
  request: QuoteRequest;
};

/**
 * /school/buycourses: the school's purchase wizard (spec part 1 §2, §4, §5, §9). Step 1 chooses
 * classes for students (a limit each) or for the school (a tick each) with the running total; step 2
 * pays the server's quote by UPI and takes the UTR; step 3 confirms what is under review.
 */
export default function BuyCoursesPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { catalogue, mine, discount } = usePurchaseData();

  const [kind, setKind] = useState<EnablementKind>("students");
  const [selection, setSelection] = useState<Selection>({});
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [created, setCreated] = useState<PurchaseCreated | null>(null);
  const step = created ? 3 : checkout ? 2 : 1;
  // On a phone the total and Proceed stay in reach at the bottom while the school scrolls the courses.
  const wide = useMediaQuery("(min-width: 64rem)");

  const options = useMemo(
    () => (catalogue.data && mine.data ? courseOptions(catalogue.data, mine.data.data, kind) : null),
    [catalogue.data, mine.data, kind],
  );
  // A failed discount counts as none: the server's quote in step 2 is what is paid anyway.
  const discountPercent = discount.data ?? 0;
  const totals = totalsOf(options ?? [], selection, kind, discountPercent);

  const switchKind = (next: EnablementKind) => {
    setKind(next);
    setSelection({});
    setRefused(new Set());
  };
  // Boxes holding something that is not a whole number: nothing is bought until they are put right.
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  const choose = (courseId: string, classNumber: number, count: number | null) => {
    setSelection((current) => ({
      ...current,
      [courseId]: { ...current[courseId], [classNumber]: count ?? 0 },
    }));
    setRefused((current) => {
      const next = new Set(current);
      if (count === null) next.add(`${courseId}:${classNumber}`);
      else next.delete(`${courseId}:${classNumber}`);
      return next;
    });
  };

  const proceed = () => {
    if (refused.size > 0) {
      toast.error(t("course.wholeNumber"), { id: "purchase-seats-refused" });
      return;
    }
    if (!options || totals.total <= 0) {
      toast.error(translateMessage("selectCourseAndClass"), { id: "purchase-nothing-selected" });
      return;
    }
    setCheckout({ kind, options, selection, request: quoteRequestOf(options, selection, kind) });
  };

  const toSubmission = (utrNumber: string): PurchaseSubmission => {
    if (!checkout) throw new Error("no checkout");
    return checkout.kind === "students"
      ? {
          kind: "students",
          body: { utrNumber, coursesForStudents: coursesForStudents(checkout.options, checkout.selection) },
        }
      : {
          kind: "school",
          body: { utrNumber, coursesForSchool: coursesForSchool(checkout.options, checkout.selection) },
        };
  };

  const returnToDashboard = () => {
    setCreated(null);
    setCheckout(null);
    setSelection({});
    navigate(ROUTES.schoolDashboard);
  };

  return (
    <div className="container-page py-8 sm:py-12">
      <PurchaseHeader title={t("title")} subtitle={t("subtitle")} />
      <StepIndicator step={step} />

      {step === 3 && created ? (
        <SuccessStep created={created} onDone={returnToDashboard} />
      ) : step === 2 && checkout ? (
        <LazyPaymentStep
          request={checkout.request}
          toSubmission={toSubmission}
          onBack={() => setCheckout(null)}
          onSubmitted={setCreated}
        />
      ) : catalogue.isError || mine.isError ? (
        <CourseDataError
          onRetry={() => {
            void catalogue.refetch();
            void mine.refetch();
          }}
        />
      ) : !options ? (
        <PageSpinner label={t("loading")} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-4">
            <KindSwitch kind={kind} onChange={switchKind} />
            <CoursePicker options={options} kind={kind} selection={selection} onChange={choose} />
          </div>
          <div className="lg:sticky lg:top-4">
            <OrderSummary totals={totals} discountPercent={discountPercent}>
              {wide && (
                <Button block onClick={proceed}>
                  {t("summary.proceed")}
                </Button>
              )}
            </OrderSummary>
          </div>
          {!wide && <ProceedBar total={totals.total} onProceed={proceed} />}
        </div>
      )}
    </div>
  );
}
