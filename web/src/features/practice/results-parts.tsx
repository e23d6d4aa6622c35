import type { PracticeResults, SkillLevel } from "@ganit/contracts";
import { definitionOf, speakable } from "@ganit/contracts/practice/index";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { cn } from "@/lib/cn.ts";
import { localeOf } from "@/lib/dates.ts";
import { useGeneratorsLoaded } from "./generators-loader.ts";
import { NAMESPACE } from "./i18n.ts";
import { NotesDialog } from "./notes-dialog.tsx";

const LEVEL_TONE: Record<SkillLevel, string> = {
  notStarted: "bg-line text-ink",
  attempted: "bg-warning-100 text-warning-800",
  familiar: "bg-brand-100 text-brand-900",
  proficient: "bg-success-100 text-success-800",
  mastered: "bg-success-700 text-white",
};

/**
 * A level as a word (never a colour alone), and the needs-help flag beside it. A level reached in a
 * practice set (its answers were on the child's phone) says "practice"; Mastered never does: only
 * the day-later review, graded on the server without the answers sent, gives it.
 */
export function LevelBadge({
  level,
  needsHelp,
  practice = false,
}: {
  level: SkillLevel;
  needsHelp: boolean;
  practice?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const word = t(`levels.${level}`);
  const inPractice = practice && level !== "notStarted" && level !== "mastered";
  return (
    <span className="flex flex-wrap gap-1">
      <span className={cn("rounded-full px-2 py-0.5 text-caption font-semibold", LEVEL_TONE[level])}>
        {inPractice ? t("results.inPractice", { level: word }) : word}
      </span>
      {needsHelp && (
        <span className="rounded-full bg-danger-100 px-2 py-0.5 text-caption font-semibold text-danger-800">
          {t("results.needsHelp")}
        </span>
      )}
    </span>
  );
}

/** Dates in the reader's language, Indian conventions. */
export function useWhen() {
  const { i18n } = useTranslation(NAMESPACE);
  const format = new Intl.DateTimeFormat(localeOf(i18n.language), {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (iso: string) => format.format(new Date(iso));
}

export function NeedsHelpList({ data }: { data: PracticeResults }) {
  const { t } = useTranslation(NAMESPACE);
  const when = useWhen();
  return (
    <Card title={t("results.needsHelp")}>
      {data.needsHelp.length === 0 ? (
        <p className="text-ink-muted">{t("results.needsHelpEmpty")}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t("results.needsHelp")}>
          {data.needsHelp.map((entry) => (
            <li
              key={`${entry.studentId}:${entry.resourceId}`}
              className="rounded-xl bg-danger-50 p-3 text-danger-800"
            >
              {t("results.needsHelpRow", {
                name: entry.name,
                title: entry.title,
                since: when(entry.since),
                reason: t(`results.needsHelpReason.${entry.reason}`),
              })}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function DifficultList({ data }: { data: PracticeResults }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  // Named once the generators have loaded (the list shows their ids for a moment before).
  useGeneratorsLoaded();
  // A generator's questions count as one: named by the generator, in the reader's language.
  const generatorName = (entry: PracticeResults["difficult"][number]) => {
    const id = (entry as { generator?: string }).generator ?? "";
    return definitionOf(id)?.name[i18n.language === "hi" ? "hi" : "en"] ?? (id || entry.itemId);
  };
  return (
    <Card title={t("results.difficult")}>
      {data.difficult.length === 0 ? (
        <p className="text-ink-muted">{t("results.difficultEmpty")}</p>
      ) : (
        <ol className="grid gap-3">
          {data.difficult.map((entry) => (
            <li
              key={`${entry.resourceId}:${entry.itemId}`}
              className="grid gap-1 rounded-xl border border-line p-3"
            >
              <span className="text-caption text-ink-muted">{entry.title}</span>
              <span className="font-semibold">
                {entry.prompt
                  ? speakable(entry.prompt)
                  : t("results.generated", { generator: generatorName(entry) })}
              </span>
              <span className="text-body">
                {t("results.wrongOf", { wrong: entry.wrong, answers: entry.answers })}
              </span>
              {entry.misconceptions.length > 0 && (
                <ul className="list-disc ps-5 text-body text-ink-muted">
                  {entry.misconceptions.map((item) => (
                    <li key={item.text}>
                      {t("results.misconception", { text: item.text, count: item.count })}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** One student's sets and levels: the view a teacher opens beside a child, with their notes for the parents. */
export function StudentSets({ data }: { data: PracticeResults }) {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useAuth();
  const id = useId();
  const [studentId, setStudentId] = useState(data.students[0]?.studentId ?? "");
  const student = data.students.find((entry) => entry.studentId === studentId);
  const titles = new Map(data.sets.map((set) => [set.resourceId, set.title]));
  const inPractice = new Set(data.sets.filter((set) => set.mode === "practice").map((set) => set.resourceId));
  return (
    <Card title={t("results.perStudent")}>
      <div className="grid gap-3">
        <label htmlFor={id} className="font-semibold">
          {t("results.chooseStudent")}
        </label>
        <select
          id={id}
          className="min-h-11 max-w-full rounded-control border border-line bg-surface px-3"
          value={studentId}
          onChange={(event) => setStudentId(event.target.value)}
        >
          {data.students.map((entry) => (
            <option key={entry.studentId} value={entry.studentId}>
              {entry.name} ({entry.username})
            </option>
          ))}
        </select>
        {student && (
          <NotesDialog
            key={student.studentId}
            child={{ studentId: student.studentId, name: student.name }}
            canWrite={user?.role === "teacher"}
          />
        )}
        {student && (
          <ul className="grid gap-2">
            {student.sets.map((entry) => (
              <li
                key={entry.resourceId}
                className="flex flex-wrap items-center justify-between gap-2 border-b border-line py-2"
              >
                <span>{titles.get(entry.resourceId)}</span>
                <LevelBadge
                  level={entry.level}
                  needsHelp={entry.needsHelp}
                  practice={inPractice.has(entry.resourceId)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
