import { ROUTES } from "@ganit/contracts";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { cn } from "@/lib/cn.ts";
import { NOT_FOUND_NS } from "./i18n.ts";
import { checkAnswer, formatPuzzle, NEW_PUZZLE_DELAY_MS, nextPuzzle } from "./puzzle.ts";

type Result = "correct" | "wrong" | "empty" | null;

/** The 404 page (catch-all): a math puzzle to solve, then a new one, and a way home. */
export default function NotFoundPage() {
  const { t } = useTranslation(NOT_FOUND_NS);
  const [puzzle, setPuzzle] = useState(() => nextPuzzle(null));
  const [answer, setAnswer] = useState("");
  const [result, setResult] = useState<Result>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const questionId = useId();

  useEffect(() => {
    if (result !== "correct") return;
    const timer = window.setTimeout(() => {
      setPuzzle((previous) => nextPuzzle(previous));
      setAnswer("");
      setResult(null);
      inputRef.current?.focus();
    }, NEW_PUZZLE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (result === "correct") return;
    if (!answer.trim()) setResult("empty");
    else setResult(checkAnswer(puzzle, answer) ? "correct" : "wrong");
  };

  return (
    <div className="container-page flex flex-col items-center py-12 text-center sm:py-16">
      <p
        aria-hidden="true"
        className="font-display text-[5rem] leading-none font-extrabold text-brand-500 sm:text-[7rem]"
      >
        4<span className="text-accent-700">0</span>4
      </p>
      <h1 className="mt-2 text-h1 font-extrabold sm:text-display">{t("title")}</h1>
      <p className="mt-3 max-w-xl text-lead">{t("lead")}</p>

      <section
        aria-labelledby="puzzle-heading"
        className="mt-8 w-full max-w-md rounded-card border border-brand-100 bg-white p-6 shadow-card"
      >
        <h2 id="puzzle-heading" className="text-h3 font-bold">
          {t("puzzleHeading")}
        </h2>
        <p id={questionId} className="sr-only">
          {t("question", { expression: formatPuzzle(puzzle) })}
        </p>
        <p
          aria-hidden="true"
          data-testid="puzzle"
          className="mt-3 font-display text-display font-extrabold text-brand-800"
        >
          {formatPuzzle(puzzle)} = ?
        </p>
        <form onSubmit={check} className="mt-4 flex items-end gap-3 text-start" noValidate>
          <Input
            ref={inputRef}
            label={t("answerLabel")}
            aria-describedby={questionId}
            inputMode="numeric"
            autoComplete="off"
            value={answer}
            readOnly={result === "correct"}
            onChange={(event) => {
              setAnswer(event.target.value);
              if (result !== "correct") setResult(null);
            }}
            className="flex-1"
          />
          <Button type="submit" disabled={result === "correct"}>
            {t("check")}
          </Button>
        </form>
        <p
          role="status"
          className={cn(
            "mt-4 min-h-7 font-bold",
            result === "correct" ? "text-success-700" : "text-danger-700",
          )}
        >
          {result && t(result)}
        </p>
      </section>

      <Link to={ROUTES.home} className={cn(buttonClasses({ variant: "secondary" }), "mt-8")}>
        {t("home")}
      </Link>
    </div>
  );
}
