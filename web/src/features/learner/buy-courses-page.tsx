import { formatRupees, type PurchaseCreated, ROUTES } from "@ganit/contracts";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { PageTitle } from "@/components/page-header.tsx";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Card, DoneCard } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadingNote } from "@/components/ui/spinner.tsx";
import { cn } from "@/lib/cn.ts";
import { localeOf } from "@/lib/dates.ts";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { useCatalogue, useLearnerQuote, useMyCourses } from "./api.ts";
import { ClassPicker, ownedClasses, type Selection } from "./class-picker.tsx";
import { NAMESPACE } from "./i18n.ts";
import { PaymentStep } from "./payment-step.tsx";

type Step = "select" | "payment" | "confirmation";
const STEPS: readonly Step[] = ["select", "payment", "confirmation"];

/**
 * /buycourses (studentb2c): the three steps of the spec's purchase (Select Course, Payment,
 * Confirmation) for one class bought by the learner for themselves.
 */
export default function BuyCoursesPage() {
  const { t } = useTranslation(NAMESPACE);
  const [step, setStep] = useState<Step>("select");
  const [selected, setSelected] = useState<Selection | null>(null);
  const [created, setCreated] = useState<PurchaseCreated | null>(null);

  return (
    <div className="container-page py-8 sm:py-12">
      <PageTitle title={t("buy.title")} subtitle={t("buy.subtitle")} />
      <StepList current={step} />
      {step === "select" && (
        <SelectStep
          selected={selected}
          onSelect={setSelected}
          onProceed={() => {
            if (!selected) toast.error(translateMessage("selectCourseAndClass"));
            else setStep("payment");
          }}
        />
      )}
      {step === "payment" && selected && (
        <QuotedPayment
          selection={selected}
          onBack={() => setStep("select")}
          onDone={(reply) => {
            setCreated(reply);
            setStep("confirmation");
          }}
        />
      )}
      {step === "confirmation" && created && (
        <Confirmation
          created={created}
          onAnother={() => {
            setSelected(null);
            setCreated(null);
            setStep("select");
          }}
        />
      )}
    </div>
  );
}

function StepList({ current }: { current: Step }) {
  const { t } = useTranslation(NAMESPACE);
  const at = STEPS.indexOf(current);
  return (
    <ol aria-label={t("buy.stepsLabel")} className="mb-6 flex flex-wrap gap-2">
      {STEPS.map((step, index) => (
        <li
          key={step}
          aria-current={step === current ? "step" : undefined}
          className={cn(
            "rounded-full px-4 py-1.5 text-caption font-bold",
            index === at
              ? "bg-brand-600 text-white"
              : index < at
                ? "bg-brand-100 text-brand-900"
                : "bg-gray-100 text-ink-muted",
          )}
        >
          {index + 1}. {t(`buy.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}

function SelectStep({
  selected,
  onSelect,
  onProceed,
}: {
  selected: Selection | null;
  onSelect: (selection: Selection) => void;
  onProceed: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const catalogue = useCatalogue();
  const myCourses = useMyCourses();
  const owned = useMemo(() => ownedClasses(myCourses.data?.data.studentCourses ?? []), [myCourses.data]);

  if (catalogue.isError || myCourses.isError)
    return (
      <LoadErrorCard
        message={translateMessage("courseDataLoadFailed")}
        retryLabel={t("retry")}
        onRetry={() => void Promise.all([catalogue.refetch(), myCourses.refetch()])}
      />
    );
  if (!catalogue.data || !myCourses.data) return <LoadingNote label={t("buy.loading")} />;
  if (catalogue.data.length === 0)
    return <EmptyState title={t("buy.noCourses")} description={t("buy.noCoursesHint")} />;
  return (
    <>
      <p className="mb-4 text-ink-muted">{t("buy.perLearner")}</p>
      <ClassPicker courses={catalogue.data} owned={owned} selected={selected} onSelect={onSelect} />
      <div className="sticky bottom-0 mt-6 flex justify-end border-t border-line bg-canvas/95 py-4">
        <Button size="lg" onClick={onProceed}>
          {t("buy.proceed")}
        </Button>
      </div>
    </>
  );
}

function QuotedPayment({
  selection,
  onBack,
  onDone,
}: {
  selection: Selection;
  onBack: () => void;
  onDone: (created: PurchaseCreated) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const quote = useLearnerQuote(selection);
  if (quote.isError)
    return (
      <Card tone="accent">
        <p role="alert" className="text-lead">
          {apiErrorMessage(quote.error, translateMessage("courseDataLoadFailed"))}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => void quote.refetch()}>
            {t("retry")}
          </Button>
          <Button variant="ghost" onClick={onBack}>
            {t("buy.back")}
          </Button>
        </div>
      </Card>
    );
  if (!quote.data) return <LoadingNote label={t("payment.quoteLoading")} />;
  return <PaymentStep selection={selection} quote={quote.data} onBack={onBack} onDone={onDone} />;
}

function Confirmation({ created, onAnother }: { created: PurchaseCreated; onAnother: () => void }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <DoneCard
      title={t("done.title")}
      message={translateMessage({ message: created.message, key: created.key ?? "learnerPurchaseSubmitted" })}
      className="max-w-3xl"
      waysOn={
        <>
          <Link to={ROUTES.b2cPaymentHistory} className={buttonClasses()}>
            {t("done.history")}
          </Link>
          <Link to={ROUTES.b2cDashboard} className={buttonClasses({ variant: "secondary" })}>
            {t("done.dashboard")}
          </Link>
          <Button variant="ghost" onClick={onAnother}>
            {t("done.another")}
          </Button>
        </>
      }
    >
      <p className="mt-2 text-ink-muted">
        {t("done.amount", {
          amount: formatRupees(created.purchase.total, localeOf(i18n.language)),
          utr: created.purchase.utrNumber,
        })}
      </p>
    </DoneCard>
  );
}
