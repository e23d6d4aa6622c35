import { type ChildSet, type ChildWeek, SKILL_LEVELS } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card.tsx";
import { dayFirst, longDate } from "@/lib/dates.ts";
import { useLocalName } from "@/lib/local-name.ts";
import { NAMESPACE } from "./i18n.ts";

const isLevel = (level: string): level is (typeof SKILL_LEVELS)[number] =>
  (SKILL_LEVELS as readonly string[]).includes(level);

/** One figure of the week: a big number over its label. */
function Figure({ value, label }: { value: number; label: string }) {
  return (
    <div className="rounded-card border border-line bg-surface p-3 text-center">
      <p className="text-h2 font-extrabold tabular-nums">{value}</p>
      <p className="text-small text-ink-muted">{label}</p>
    </div>
  );
}

/** A list of sets by chapter and course, with the level each is at. */
function SetList({ sets, empty }: { sets: ChildSet[]; empty: string }) {
  const { t } = useTranslation(NAMESPACE);
  const named = useLocalName();
  if (sets.length === 0) return <p className="text-ink-muted">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {sets.map((set) => (
        <li
          key={set.resourceId}
          className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-line pb-2"
        >
          <span>
            <span className="font-semibold">{named(set.chapter, set.chapterHi)}</span>{" "}
            <span className="text-small text-ink-muted">{named(set.courseName, set.courseNameHi)}</span>
          </span>
          <span className="text-small">{isLevel(set.level) ? t(`levels.${set.level}`) : set.level}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One child's week as their parent reads it: the week's figures, what is due (the assignments'
 * seam: nothing until teachers give homework on Ganit), the teachers' newest notes, levels that went
 * up, what needs practice, and every level by chapter. Only this child's own rows; no comparison with anyone.
 */
export function ChildWeekCard({ week }: { week: ChildWeek }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { child } = week;
  return (
    <div className="flex flex-col gap-4">
      <Card
        tone="brand"
        title={child.name}
        description={`${child.section ? t("week.classSection", { class: child.class, section: child.section }) : t("week.classOf", { class: child.class })} · ${child.schoolName}`}
      >
        <h3 className="mb-2 font-bold">{t("week.thisWeek")}</h3>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Figure value={week.week.setsDone} label={t("week.sets")} />
          <Figure value={week.week.answers} label={t("week.answers")} />
          <Figure value={week.week.correct} label={t("week.correct")} />
          <Figure value={week.week.lessonsDone} label={t("week.lessons")} />
        </div>
      </Card>
      <Card title={t("week.due")} titleAs="h3">
        {week.due.length === 0 ? (
          <p className="text-ink-muted">{t("week.dueNone")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {week.due.map((item) => (
              <li key={`${item.title}-${item.dueOn}`} className="flex justify-between gap-3">
                <span>{item.title}</span>
                <span className={item.overdue ? "font-semibold text-danger-700" : "text-ink-muted"}>
                  {item.overdue ? t("week.overdue") : t("week.dueOn", { date: dayFirst(item.dueOn) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t("week.notes")} titleAs="h3">
        {week.notes.length === 0 ? (
          <p className="text-ink-muted">{t("week.notesNone")}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t("week.notes")}>
            {week.notes.map((note) => (
              <li key={`${note.at}-${note.text.slice(0, 20)}`} className="border-b border-line pb-2">
                <p className="whitespace-pre-line">{note.text}</p>
                <p className="text-small text-ink-muted">
                  {t("week.noteBy", {
                    teacher: note.teacherName ?? t("week.formerTeacher"),
                    day: longDate(note.at, i18n.language),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t("week.changed")} titleAs="h3">
        <SetList sets={week.levelsChanged} empty={t("week.changedNone")} />
      </Card>
      <Card title={t("week.practice")} titleAs="h3">
        <SetList sets={week.needsPractice} empty={t("week.practiceNone")} />
      </Card>
      <Card title={t("week.levels")} titleAs="h3">
        <SetList sets={week.levels} empty={t("week.levelsNone")} />
      </Card>
    </div>
  );
}
