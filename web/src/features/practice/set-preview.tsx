import type { GeneratorSpec, PracticeSetResponse, StoredItem } from "@ganit/contracts";
import { freshSeed, generateItem, type StudentItem, toStudentItem } from "@ganit/contracts/practice/index";
import { use, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadGenerators } from "./generators-loader.ts";
import { NAMESPACE } from "./i18n.ts";
// KaTeX's stylesheet and its fonts (bundled, served by us) for the server-rendered maths: only here.
import "katex/dist/katex.min.css";
import "./practice.css";
import { type Attempt, freshVariant, gradeOnDevice } from "./practice-engine.ts";
import { QuestionView } from "./question-view.tsx";
import type { Feedback } from "./run-steps.ts";

/**
 * The saved set as a student would see it, in a phone-sized frame (390 px): the server's HTML, the
 * keypad, and the same feedback (graded here with the shared engine; nothing is recorded).
 */
export function SetPreview({ saved }: { saved: PracticeSetResponse }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  // The preview draws its questions with the generators: it waits for them (under the editor's Suspense).
  use(loadGenerators());
  const attempt = useMemo<Attempt>(() => {
    const generators = saved.generators as GeneratorSpec[];
    const items: StudentItem[] = [
      ...saved.items.map((item) => toStudentItem(item as unknown as StoredItem, freshSeed(), "practice")),
      ...generators.flatMap((spec, index) =>
        Array.from({ length: spec.count }, () => {
          const seed = freshSeed();
          return toStudentItem(
            generateItem(spec, index, seed, i18n.language === "hi" ? "hi" : "en"),
            seed,
            "practice",
          );
        }),
      ),
    ];
    return {
      attemptId: "preview",
      resourceId: saved.resourceId,
      mode: "practice",
      mastery: saved.mastery,
      level: "notStarted",
      items,
      generators: saved.generators,
      progress: { rule: saved.mastery.rule, right: 0, of: 0, target: 0, toGo: 0, met: false },
    };
  }, [saved, i18n.language]);
  const [position, setPosition] = useState(0);
  const [item, setItem] = useState<StudentItem | undefined>(attempt.items[0]);
  const [tries, setTries] = useState(0);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  if (!item) return null;

  return (
    <figure className="mx-auto grid w-full max-w-[390px] gap-2">
      <figcaption className="text-center font-semibold">{t("editor.previewTitle")}</figcaption>
      <div className="h-[700px] overflow-y-auto rounded-[2rem] border-8 border-ink bg-canvas p-2">
        <QuestionView
          key={`${item.id}:${item.seed ?? ""}:${tries}`}
          item={item}
          number={position + 1}
          total={attempt.items.length}
          feedback={feedback}
          busy={false}
          failed={false}
          needsHelp={false}
          devanagari={false}
          last={position + 1 >= attempt.items.length}
          onCheck={(answer) => {
            const correct = gradeOnDevice(item, answer) ?? false;
            setTries(tries + 1);
            if (correct) setFeedback({ kind: "right" });
            else if (tries === 0) setFeedback({ kind: "hint", ...(item.hint ? { hint: item.hint } : {}) });
            else
              setFeedback({
                kind: "solution",
                ...(item.solution ? { solution: item.solution } : {}),
                variant: freshVariant(item, attempt),
              });
          }}
          onNext={() => {
            const variant = feedback?.kind === "solution" ? feedback.variant : undefined;
            setFeedback(null);
            setTries(0);
            if (variant) return setItem(variant);
            const next = (position + 1) % attempt.items.length;
            setPosition(next);
            setItem(attempt.items[next]);
          }}
        />
      </div>
    </figure>
  );
}
