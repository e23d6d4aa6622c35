import { LIMITS } from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryStates } from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { choiceRowClass, PressedButton } from "@/components/ui/pressed-button.tsx";
import { type Scope, useClassBook, useMyClasses } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

const COUNTS = [10, 15, 20] as const;

/**
 * The builder's first two steps: a class of the teacher's (one tap), its book's chapters (a tap
 * each), then how many questions and "Propose" (one tap).
 */
export function ChapterPicker({
  initialClass,
  busy,
  onPropose,
}: {
  initialClass: number;
  busy: boolean;
  onPropose: (scope: Scope, count: number) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language === "hi" ? "hi" : "en";
  const classes = useMyClasses();
  const [classNumber, setClassNumber] = useState(initialClass);
  const book = useClassBook(classNumber);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [count, setCount] = useState<number>(15);
  const numbers = [...new Set((classes.data?.items ?? []).map((k) => k.classNumber))].sort((a, b) => a - b);
  const chapters = (book.data?.chapters ?? []).filter((chapter) => chapter.skills.length > 0);
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-display text-h3 font-bold">{t("builder.pickClass")}</legend>
        <QueryStates
          query={classes}
          failed={t("loadFailed")}
          retryLabel={t("retry")}
          loading={t("loading")}
          isEmpty={() => numbers.length === 0}
          empty={t("builder.noClasses")}
        >
          {() => (
            <div className="flex flex-wrap gap-2">
              {numbers.map((n) => (
                <PressedButton
                  key={n}
                  look="choice"
                  pressed={classNumber === n}
                  onClick={() => {
                    setClassNumber(n);
                    setPicked(new Set());
                  }}
                  className="px-4"
                >
                  {t("classN", { n })}
                </PressedButton>
              ))}
            </div>
          )}
        </QueryStates>
      </fieldset>
      {classNumber > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-display text-h3 font-bold">{t("builder.pickChapters")}</legend>
          {book.isError ? (
            <p>{t("builder.noChapters")}</p>
          ) : !book.data ? (
            <p role="status">{t("loading")}</p>
          ) : chapters.length === 0 ? (
            <p>{t("builder.noChapters")}</p>
          ) : (
            chapters.map((chapter) => (
              <label key={chapter.id} className={choiceRowClass(picked.has(chapter.id))}>
                <input
                  type="checkbox"
                  className="size-5"
                  checked={picked.has(chapter.id)}
                  disabled={!picked.has(chapter.id) && picked.size >= LIMITS.teacherTestChaptersMax}
                  onChange={(event) => {
                    const next = new Set(picked);
                    if (event.target.checked) next.add(chapter.id);
                    else next.delete(chapter.id);
                    setPicked(next);
                  }}
                />
                <span>
                  {chapter.number}. {chapter.title[lang]}
                </span>
              </label>
            ))
          )}
          {book.data && picked.size > 0 && (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <fieldset className="flex items-center gap-2">
                <legend className="me-2 font-semibold float-start">{t("builder.count")}</legend>
                {COUNTS.map((n) => (
                  <PressedButton
                    key={n}
                    look="choice"
                    pressed={count === n}
                    onClick={() => setCount(n)}
                    className="min-w-11 px-3"
                  >
                    {n}
                  </PressedButton>
                ))}
              </fieldset>
              <Button
                disabled={busy}
                onClick={() =>
                  book.data &&
                  onPropose(
                    {
                      courseId: book.data.courseId,
                      classNumber,
                      chapterIds: chapters.filter((c) => picked.has(c.id)).map((c) => c.id),
                    },
                    count,
                  )
                }
              >
                {t("builder.propose")}
              </Button>
            </div>
          )}
        </fieldset>
      )}
    </div>
  );
}
