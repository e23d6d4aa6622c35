import type { AssignmentKind } from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadErrorCard, QueryStates } from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { LabelledCheckbox } from "@/components/ui/labelled-checkbox.tsx";
import { choiceRowClass, PressedButton } from "@/components/ui/pressed-button.tsx";
import { cn } from "@/lib/cn.ts";
import { apiErrorMessage } from "@/lib/messages.ts";
import { useAssign, useAssignableClasses, useAssignOptions } from "./api.ts";
import { CompactField, compactControl } from "./compact-field.tsx";
import { comingFriday, dayAfter, indiaToday, onScreen } from "./days.ts";
import { NAMESPACE } from "./i18n.ts";
import { useAssignmentRoutes } from "./where.ts";

/**
 * /teacher/assign?courseId=&class=&section= (from a class of My classes): what (a lesson page or a
 * set of the class), who (the class or section, or chosen children) and when (today to a due day,
 * Friday one tap away). Each step is a tap or two on a 390 px phone; Assign saves (docs/adr/0661).
 * /school/assign is the same form for the school office; without a class in the URL it starts with
 * one tap on a class or section of the school (docs/adr/0703).
 */
export default function AssignPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const where = useAssignmentRoutes();
  const courseId = params.get("courseId") ?? "";
  const classNumber = Number(params.get("class") ?? 0);
  const section = params.get("section");
  const options = useAssignOptions(courseId, classNumber);
  const classes = useAssignableClasses(courseId === "");
  const assign = useAssign();
  const today = indiaToday();
  const [resourceId, setResourceId] = useState<string | null>(null);
  // A teacher's own test (docs/adr/0694), chosen in the URL when assigned from the test itself.
  const [testId, setTestId] = useState<string | null>(params.get("test"));
  const [chooseChildren, setChooseChildren] = useState(false);
  const [children, setChildren] = useState<Set<string>>(new Set());
  const [dueOn, setDueOn] = useState(comingFriday(today));
  const [error, setError] = useState<string | null>(null);
  const className = section
    ? t("classSection", { n: classNumber, section })
    : t("classN", { n: classNumber });
  const pupils = (options.data?.pupils ?? []).filter((p) => !section || p.section === section);
  const quickDays: ["today" | "friday" | "nextWeek", string][] = [
    ["today", today],
    ["friday", comingFriday(today)],
    ["nextWeek", dayAfter(today, 7)],
  ];

  const submit = () => {
    if (!resourceId && !testId) return setError(t("assign.pickWhat"));
    if (chooseChildren && children.size === 0) return setError(t("assign.pickWho"));
    setError(null);
    assign.mutate(
      {
        courseId,
        classNumber,
        ...(section ? { section } : {}),
        ...(chooseChildren ? { studentIds: [...children] } : {}),
        ...(testId ? { testId } : { resourceId: resourceId ?? "" }),
        startsOn: today,
        dueOn,
      },
      {
        onSuccess: (reply) => void navigate(where.one(reply.assignment.id)),
        onError: (failure) => setError(apiErrorMessage(failure, t("assign.failed"))),
      },
    );
  };

  return (
    <div className="container-page max-w-2xl py-6 sm:py-10">
      <Link to={where.office ? where.list : where.home} className="font-semibold text-brand-700 underline">
        {t(where.office ? "backToList" : "backToClasses")}
      </Link>
      {courseId === "" ? (
        <>
          <h1 className="mt-3 mb-4 text-h1 font-extrabold">{t("assign.pickClassTitle")}</h1>
          <QueryStates
            query={classes}
            failed={t("assign.loadFailed")}
            retryLabel={t("retry")}
            loading={t("loading")}
            isEmpty={(data) => data.items.length === 0}
            empty={t("assign.noClasses")}
          >
            {(data) => (
              <ul className="grid gap-2" aria-label={t("assign.pickClassTitle")}>
                {data.items.flatMap((k) =>
                  [...(k.whole ? [null] : []), ...k.sections].map((s) => (
                    <li key={`${k.courseId}/${k.classNumber}/${s ?? ""}`}>
                      <button
                        type="button"
                        className={cn(choiceRowClass(false), "font-semibold")}
                        onClick={() =>
                          setParams({
                            courseId: k.courseId,
                            class: String(k.classNumber),
                            ...(s ? { section: s } : {}),
                            ...(testId ? { test: testId } : {}),
                          })
                        }
                      >
                        {k.courseName} ·{" "}
                        {s
                          ? t("classSection", { n: k.classNumber, section: s })
                          : t("classN", { n: k.classNumber })}
                      </button>
                    </li>
                  )),
                )}
              </ul>
            )}
          </QueryStates>
        </>
      ) : (
        <h1 className="mt-3 mb-1 text-h1 font-extrabold">{t("assign.title", { name: className })}</h1>
      )}
      {courseId === "" ? null : options.isError ? (
        <LoadErrorCard
          message={t("assign.loadFailed")}
          retryLabel={t("retry")}
          onRetry={() => void options.refetch()}
        />
      ) : options.isPending ? (
        <p role="status">{t("loading")}</p>
      ) : (
        <form
          className="grid gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-display text-h3 font-bold">{t("assign.what")}</legend>
            {options.data.resources.length === 0 && options.data.tests.length === 0 && (
              <p>{t("assign.nothingToAssign")}</p>
            )}
            {options.data.tests.map((test) => (
              <label key={test.testId} className={choiceRowClass(testId === test.testId)}>
                <input
                  type="radio"
                  name="resource"
                  value={test.testId}
                  checked={testId === test.testId}
                  onChange={() => setTestId(test.testId)}
                  className="size-5"
                />
                <span className="min-w-0">
                  <span className="block font-semibold">{test.title}</span>
                  <span className="block text-sm text-ink-muted">
                    {t("kind.test")} · {t("assign.questions", { count: test.questions })}
                  </span>
                </span>
              </label>
            ))}
            {options.data.resources.map((r) => (
              <label key={r.resourceId} className={choiceRowClass(resourceId === r.resourceId && !testId)}>
                <input
                  type="radio"
                  name="resource"
                  value={r.resourceId}
                  checked={resourceId === r.resourceId && !testId}
                  onChange={() => {
                    setResourceId(r.resourceId);
                    setTestId(null);
                  }}
                  className="size-5"
                />
                <span className="min-w-0">
                  <span className="block font-semibold">{r.title}</span>
                  <span className="block text-sm text-ink-muted">
                    {t(`kind.${r.kind as AssignmentKind}`)} · {r.levelName}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>

          <fieldset className="grid gap-2">
            <legend className="mb-2 font-display text-h3 font-bold">{t("assign.who")}</legend>
            <label className={choiceRowClass(!chooseChildren)}>
              <input
                type="radio"
                name="who"
                checked={!chooseChildren}
                onChange={() => setChooseChildren(false)}
                className="size-5"
              />
              {t("assign.everyone", { name: className, count: pupils.length })}
            </label>
            <label className={choiceRowClass(chooseChildren)}>
              <input
                type="radio"
                name="who"
                checked={chooseChildren}
                onChange={() => setChooseChildren(true)}
                className="size-5"
              />
              {t("assign.someChildren")}
            </label>
            {chooseChildren && (
              <ul className="grid gap-1 ps-4">
                {pupils.map((pupil) => (
                  <li key={pupil.studentId}>
                    <LabelledCheckbox
                      label={pupil.name}
                      checked={children.has(pupil.studentId)}
                      onChange={(on) => {
                        const next = new Set(children);
                        if (on) next.add(pupil.studentId);
                        else next.delete(pupil.studentId);
                        setChildren(next);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </fieldset>

          <fieldset className="grid gap-2">
            <legend className="mb-2 font-display text-h3 font-bold">{t("assign.when")}</legend>
            <div className="flex flex-wrap gap-2">
              {quickDays.map(([key, day]) => (
                <PressedButton
                  key={key}
                  look="choice"
                  pressed={dueOn === day}
                  onClick={() => setDueOn(day)}
                  className="px-4"
                >
                  {t(`assign.${key}`)} ({onScreen(day)})
                </PressedButton>
              ))}
            </div>
            <CompactField label={t("assign.dueOn")}>
              <input
                type="date"
                min={today}
                value={dueOn}
                onChange={(event) => event.target.value && setDueOn(event.target.value)}
                className={compactControl}
              />
            </CompactField>
            <p className="text-sm text-ink-muted">{t("assign.startsToday", { day: onScreen(today) })}</p>
          </fieldset>

          {error && (
            <p role="alert" className="font-semibold text-danger-700">
              {error}
            </p>
          )}
          <Button type="submit" size="lg" disabled={assign.isPending}>
            {assign.isPending ? t("assign.saving") : t("assign.submit")}
          </Button>
        </form>
      )}
    </div>
  );
}
