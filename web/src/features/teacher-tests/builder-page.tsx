import { LIMITS, ROUTES, type TeacherTestProposal, type TeacherTestSlot } from "@ganit/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { toast } from "sonner";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { LabelledCheckbox } from "@/components/ui/labelled-checkbox.tsx";
import { apiErrorMessage } from "@/lib/messages.ts";
import { alternativesOf, proposeQuestions, type Scope, useSaveTest, useTest } from "./api.ts";
import { ChapterPicker } from "./chapter-picker.tsx";
import { NAMESPACE } from "./i18n.ts";
import { testPath } from "./paths.ts";
import { QuestionHtml } from "./question-html.tsx";
import { SlotCard } from "./slot-card.tsx";

type Skill = TeacherTestProposal["skills"][number];
const input = "min-h-11 w-full rounded-control border-2 border-line px-3";

/** The slot as saved: its skill, set, step and fixed seed (none: fresh numbers for each child). */
const saved = ({ skillId, resourceId, step, seed }: TeacherTestSlot) => ({
  skillId,
  resourceId,
  step,
  ...(seed === undefined ? {} : { seed }),
});

/**
 * /teacher/tests/new and /teacher/tests/:id/edit (docs/adr/0693): pick a class and its chapters,
 * get questions spread across their skills, then each question one tap from being replaced (by
 * another of its own skill), removed, moved or fixed; add one of a skill; title, time limit, save.
 */
export default function BuilderPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language === "hi" ? "hi" : "en";
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const existing = useTest(id);
  const save = useSaveTest(id);
  const [scope, setScope] = useState<Scope | null>(null);
  const [slots, setSlots] = useState<TeacherTestSlot[]>([]);
  const [skills, setSkills] = useState<Skill[]>([]);
  const [replacing, setReplacing] = useState<{ place: number; options: TeacherTestSlot[] } | null>(null);
  const [title, setTitle] = useState("");
  const [minutes, setMinutes] = useState("");
  const [fixAll, setFixAll] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Editing: the saved test fills the builder once.
  const loaded = existing.data;
  useEffect(() => {
    if (!loaded) return;
    const own = { courseId: loaded.courseId, classNumber: loaded.classNumber, chapterIds: loaded.chapterIds };
    setScope(own);
    setSlots(loaded.slots);
    setTitle(loaded.title);
    setMinutes(loaded.timeLimitMinutes ? String(loaded.timeLimitMinutes) : "");
    void proposeQuestions(own, 1).then((proposal) => setSkills(proposal.skills));
  }, [loaded]);

  const run = async <T,>(work: () => Promise<T>, done: (value: T) => void) => {
    setBusy(true);
    setError(null);
    try {
      done(await work());
    } catch (failure) {
      setError(apiErrorMessage(failure, t("loadFailed")));
    } finally {
      setBusy(false);
    }
  };
  const propose = (next: Scope, count: number) =>
    run(
      () => proposeQuestions(next, count),
      (proposal) => {
        setScope(next);
        setSkills(proposal.skills);
        setSlots(proposal.slots);
        setReplacing(null);
      },
    );
  const move = (from: number, to: number) => {
    const next = [...slots];
    const [slot] = next.splice(from, 1);
    if (slot) next.splice(to, 0, slot);
    setSlots(next);
    setReplacing(null);
  };
  const put = (place: number, slot: TeacherTestSlot) =>
    setSlots(slots.map((s, i) => (i === place ? slot : s)));
  const add = (skill: Skill) =>
    scope &&
    run(
      () => alternativesOf(scope, { skillId: skill.skillId, resourceId: skill.resourceId, step: 0 }),
      ({ slots: offered }) => {
        const first = offered[0];
        if (first) setSlots([...slots, first]);
      },
    );
  const submit = () => {
    if (!scope) return;
    if (slots.length > LIMITS.practiceTestSlotsMax)
      return setError(t("builder.tooMany", { max: LIMITS.practiceTestSlotsMax }));
    setError(null);
    save.mutate(
      {
        ...scope,
        title,
        timeLimitMinutes: minutes.trim() === "" ? null : Number(minutes),
        fixAll,
        // Same numbers for every child: the numbers the teacher has looked at, with their answers,
        // not new ones drawn at save (each slot's preview seed, as "Fix numbers" keeps one).
        slots: slots.map((slot) => saved(fixAll ? { ...slot, seed: slot.seed ?? slot.preview.seed } : slot)),
      },
      {
        onSuccess: (reply) => {
          toast.success(t("builder.saved"));
          void navigate(testPath(reply.test.id));
        },
        onError: (failure) => setError(apiErrorMessage(failure, t("builder.saveFailed"))),
      },
    );
  };

  if (id && existing.isError)
    return (
      <div className="container-page max-w-2xl py-6">
        <LoadErrorCard
          message={t("loadFailed")}
          retryLabel={t("retry")}
          onRetry={() => void existing.refetch()}
        />
      </div>
    );
  return (
    <div className="container-page max-w-2xl py-6 sm:py-10">
      <Link to={ROUTES.teacherTests} className="font-semibold text-brand-700 underline">
        {t("builder.back")}
      </Link>
      <h1 className="mt-3 mb-4 text-h1 font-extrabold">{t(id ? "builder.editTitle" : "builder.newTitle")}</h1>
      {!id && (
        <ChapterPicker
          initialClass={Number(params.get("class") ?? 0)}
          busy={busy}
          onPropose={(next, count) => void propose(next, count)}
        />
      )}
      {busy && <p role="status">{t("builder.proposing")}</p>}
      {error && (
        <p role="alert" className="my-3 font-semibold text-danger-700">
          {error}
        </p>
      )}
      {scope && (
        <section aria-labelledby="questions-heading" className="mt-6">
          <h2 id="questions-heading" className="mb-3 font-display text-h3 font-bold">
            {t("builder.questionsTitle", { count: slots.length })}
          </h2>
          {skills.length === 0 && !busy && <p>{t("builder.nothingToAsk")}</p>}
          <ol className="grid gap-3">
            {slots.map((slot, place) => (
              <SlotCard
                // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its place in the test; the same question may be asked twice
                key={place}
                slot={slot}
                place={place}
                actions={{
                  onReplace: () =>
                    void run(
                      () => alternativesOf(scope, saved(slot)),
                      ({ slots: options }) => setReplacing({ place, options }),
                    ),
                  onRemove: () => {
                    setSlots(slots.filter((_, i) => i !== place));
                    setReplacing(null);
                  },
                  ...(place > 0 ? { onUp: () => move(place, place - 1) } : {}),
                  ...(place < slots.length - 1 ? { onDown: () => move(place, place + 1) } : {}),
                  onFix: () => {
                    const { seed: _seed, ...rest } = slot;
                    put(place, slot.seed === undefined ? { ...slot, seed: slot.preview.seed } : rest);
                  },
                }}
              >
                {replacing?.place === place && (
                  <ul
                    className="mt-3 grid gap-2 border-t border-line pt-3"
                    aria-label={t("builder.replaceWith")}
                  >
                    {replacing.options.map((option, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the offered questions, in the order offered
                      <li key={i}>
                        <button
                          type="button"
                          className="min-h-11 w-full rounded-control border-2 border-line px-3 py-2 text-left"
                          onClick={() => {
                            put(place, option);
                            setReplacing(null);
                          }}
                        >
                          <QuestionHtml html={option.preview.prompt[lang]} />
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </SlotCard>
            ))}
          </ol>
          {skills.length > 0 && (
            <details className="mt-4">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700">
                {t("builder.add")}
              </summary>
              <ul className="grid gap-2">
                {skills.map((skill) => (
                  <li key={`${skill.chapterId}/${skill.skillId}`}>
                    <Button variant="secondary" size="sm" disabled={busy} onClick={() => void add(skill)}>
                      {t("builder.addSkill", { skill: skill.name[lang] })}
                    </Button>
                  </li>
                ))}
              </ul>
            </details>
          )}
          <fieldset className="mt-6 grid gap-3">
            <legend className="mb-2 font-display text-h3 font-bold">{t("builder.settings")}</legend>
            <label className="grid gap-1">
              <span className="font-semibold">{t("builder.title")}</span>
              <input
                className={input}
                value={title}
                maxLength={LIMITS.teacherTestTitleMax}
                onChange={(event) => setTitle(event.target.value)}
              />
            </label>
            <label className="grid gap-1">
              <span className="font-semibold">{t("builder.minutes")}</span>
              <input
                className={input}
                inputMode="numeric"
                value={minutes}
                onChange={(event) => setMinutes(event.target.value.replace(/[^0-9]/g, "").slice(0, 3))}
              />
            </label>
            <LabelledCheckbox label={t("builder.fixAll")} checked={fixAll} onChange={setFixAll} />
          </fieldset>
          <Button
            className="mt-6"
            block
            loading={save.isPending}
            onClick={submit}
            disabled={slots.length === 0}
          >
            {t("builder.save")}
          </Button>
        </section>
      )}
    </div>
  );
}
