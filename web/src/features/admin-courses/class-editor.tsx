import { LIMITS } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import {
  type DraftClass,
  type DraftErrors,
  type DraftLevel,
  newLevel,
  replacedAt,
  withoutAt,
} from "./course-draft.ts";
import { AddRowButton, errorAt, ListError } from "./course-parts.tsx";
import { NAMESPACE } from "./i18n.ts";
import { TopicEditor } from "./topic-editor.tsx";

/** A class's two prices, per student and for the whole school: the same text field each. */
const PRICE_FIELDS = ["pricePerStudent", "pricePerSchool"] as const;

const CLASS_NUMBERS = Array.from(
  { length: LIMITS.classMax - LIMITS.classMin + 1 },
  (_, i) => LIMITS.classMin + i,
);

/** One class of the course: its number, its two prices and its topics. */
export function ClassEditor({
  klass,
  index,
  errors,
  onChange,
  onNumberChange,
  onRemove,
}: {
  klass: DraftClass;
  /** Its place in the document (the API path `classLevels.{index}`). */
  index: number;
  errors: DraftErrors;
  onChange: (klass: DraftClass) => void;
  /** A new class number; the form refuses one another class has. */
  onNumberChange: (classNumber: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const path = `classLevels.${index}`;
  const setLevel = (at: number, level: DraftLevel) =>
    onChange({ ...klass, levels: replacedAt(klass.levels, at, level) });
  const headingId = `class-${klass.key}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-h3 font-bold text-brand-950">
          {t("form.classHeading", { number: klass.classNumber })}
        </h2>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {t("form.removeClass", { number: klass.classNumber })}
        </Button>
      </header>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Select
          label={t("form.classNumber")}
          value={String(klass.classNumber)}
          options={CLASS_NUMBERS.map((n) => ({
            value: String(n),
            label: t("form.classOption", { number: n }),
          }))}
          onChange={(event) => onNumberChange(Number(event.target.value))}
          error={errorAt(errors, `${path}.classNumber`)}
        />
        {PRICE_FIELDS.map((price) => (
          <Input
            key={price}
            label={t(`form.${price}`)}
            value={klass[price]}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            onChange={(event) => onChange({ ...klass, [price]: event.target.value })}
            error={errorAt(errors, `${path}.${price}`)}
          />
        ))}
      </div>
      <h3 className="mt-6 font-display text-lead font-bold text-brand-950">{t("form.topics")}</h3>
      <ListError errors={errors} path={`${path}.levels`} />
      {klass.levels.length === 0 && <p className="mt-2 text-ink-muted">{t("form.noTopics")}</p>}
      <ol className="mt-3 flex flex-col gap-4">
        {klass.levels.map((level, at) => (
          <TopicEditor
            key={level.key}
            level={level}
            number={at + 1}
            path={`${path}.levels.${at}`}
            errors={errors}
            onChange={(next) => setLevel(at, next)}
            onRemove={() => onChange({ ...klass, levels: withoutAt(klass.levels, at) })}
          />
        ))}
      </ol>
      <AddRowButton
        label={t("form.addTopic")}
        className="mt-4"
        onAdd={() => onChange({ ...klass, levels: [...klass.levels, newLevel()] })}
      />
    </section>
  );
}
