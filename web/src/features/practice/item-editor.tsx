import { ITEM_KINDS } from "@ganit/contracts/practice-kinds";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { LabelledCheckbox } from "@/components/ui/labelled-checkbox.tsx";
import { Select } from "@/components/ui/select.tsx";
import { type DraftItem, type DraftItemFieldProps, joinForms, newItem, splitForms } from "./editor-draft.ts";
import { HindiVersionEditor } from "./hindi-version-editor.tsx";
import { NAMESPACE } from "./i18n.ts";
import { PositionalInputs } from "./positional-inputs.tsx";

// The answer-form, expression and solution fields (with the practice engine's tables of forms and
// units) load with import() when a question first shows them: the editor's first visit does not
// carry them.
const AnswerFormFields = lazy(() =>
  import("./answer-form-fields.tsx").then((module) => ({ default: module.AnswerFormFields })),
);
const ExpressionFields = lazy(() =>
  import("./algebra-fields.tsx").then((module) => ({ default: module.ExpressionFields })),
);
const SolutionFields = lazy(() =>
  import("./algebra-fields.tsx").then((module) => ({ default: module.SolutionFields })),
);

/**
 * One question in the set editor: its kind, the prompt (TeX between $…$, rendered by the server when
 * saved), hint, worked solution, and what its kind needs: the answer and accepted forms, options with
 * the right one(s) and the misconception each wrong option reveals, blanks, pairs, items in order.
 */
type Props = DraftItemFieldProps & { index: number; onRemove: () => void };

const textArea =
  "min-h-20 w-full rounded-control border border-line bg-surface px-3 py-2 text-body focus-visible:border-brand-600";

function TextArea({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="grid gap-1 text-body font-semibold">
      {label}
      <textarea className={textArea} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

const str = (value: unknown) => (typeof value === "string" ? value : "");
const list = <T,>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);

/** "Accept equal values": 0.5, .5 and 1/2 count as the same answer. */
function EquivalentsBox({ item, onChange, className }: DraftItemFieldProps & { className: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <LabelledCheckbox
      label={t("editor.equivalents")}
      checked={item.equivalents === true}
      onChange={(equivalents) => onChange({ ...item, equivalents })}
      className={className}
    />
  );
}

function Forms({ item, onChange }: DraftItemFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Input
        label={t("editor.accept")}
        defaultValue={joinForms(item.accept)}
        onBlur={(event) => onChange({ ...item, accept: splitForms(event.target.value) })}
      />
      <EquivalentsBox item={item} onChange={onChange} className="flex items-center gap-2" />
      <Suspense fallback={null}>
        <AnswerFormFields item={item} onChange={onChange} />
      </Suspense>
    </>
  );
}

function Options({ item, onChange }: Omit<Props, "index" | "onRemove">) {
  const { t } = useTranslation(NAMESPACE);
  const options = list<string>(item.options);
  const many = item.kind === "multiple";
  const right = many ? list<number>(item.answer) : [item.answer as number];
  const misconceptions = list<string | null>(item.misconceptions);
  const setRight = (i: number, on: boolean) =>
    onChange({
      ...item,
      answer: many ? (on ? [...right, i].sort((a, b) => a - b) : right.filter((r) => r !== i)) : i,
    });
  return (
    <fieldset className="grid gap-3">
      {options.map((option, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (the answer is the index)
        <div key={i} className="grid gap-2 rounded-xl border border-line p-3 sm:grid-cols-[1fr_auto]">
          <Input
            label={t("editor.option", { n: i + 1 })}
            value={option}
            onChange={(event) =>
              onChange({ ...item, options: options.map((o, j) => (j === i ? event.target.value : o)) })
            }
          />
          <label className="flex items-center gap-2 self-end">
            <input
              type={many ? "checkbox" : "radio"}
              name={`right-${String(item.id ?? "")}-${options.length}`}
              className="size-5"
              checked={right.includes(i)}
              onChange={(event) => setRight(i, event.target.checked)}
            />
            {t("editor.correctOption")}
          </label>
          {!right.includes(i) && (
            <Input
              className="sm:col-span-2"
              label={t("editor.misconception")}
              value={misconceptions[i] ?? ""}
              onChange={(event) => {
                const next = options.map((_, j) =>
                  j === i ? event.target.value : (misconceptions[j] ?? null),
                );
                onChange({ ...item, misconceptions: next });
              }}
            />
          )}
          {options.length > 2 && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                onChange({
                  ...item,
                  options: options.filter((_, j) => j !== i),
                  misconceptions: misconceptions.filter((_, j) => j !== i),
                  answer: many ? right.filter((r) => r !== i).map((r) => (r > i ? r - 1 : r)) : 0,
                })
              }
            >
              {t("editor.removeOption", { n: i + 1 })}
            </Button>
          )}
        </div>
      ))}
      <AddRowButton
        count={options.length}
        label={t("editor.addOption")}
        onAdd={() => onChange({ ...item, options: [...options, ""] })}
      />
    </fieldset>
  );
}

/** Add one more option, pair or item: up to eight of them. */
function AddRowButton({ count, label, onAdd }: { count: number; label: string; onAdd: () => void }) {
  if (count >= 8) return null;
  return (
    <Button variant="secondary" size="sm" onClick={onAdd}>
      {label}
    </Button>
  );
}

function KindFields({ item, onChange }: Omit<Props, "index" | "onRemove">) {
  const { t } = useTranslation(NAMESPACE);
  // The typed answer of a plot, a time or a number.
  const answerInput = (label: string) => (
    <Input
      label={label}
      value={str(item.answer)}
      onChange={(e) => onChange({ ...item, answer: e.target.value })}
    />
  );
  switch (item.kind) {
    case "plot":
      return answerInput(t("editor.plotAnswer"));
    case "time":
      return answerInput(t("editor.timeAnswer"));
    case "numeric":
      return (
        <>
          {answerInput(t("editor.answer"))}
          <Forms item={item} onChange={onChange} />
        </>
      );
    case "single":
    case "multiple":
      return <Options item={item} onChange={onChange} />;
    case "expression":
      return (
        <Suspense fallback={null}>
          <ExpressionFields item={item} onChange={onChange} />
        </Suspense>
      );
    case "solution":
      return (
        <Suspense fallback={null}>
          <SolutionFields item={item} onChange={onChange} />
        </Suspense>
      );
    case "fraction": {
      const value = (item.answer ?? { numerator: 1, denominator: 2 }) as {
        numerator: number;
        denominator: number;
      };
      const set = (part: "numerator" | "denominator", text: string) =>
        onChange({ ...item, answer: { ...value, [part]: Number.parseInt(text, 10) || 0 } });
      return (
        <div className="grid grid-cols-2 gap-3">
          <Input
            label={t("editor.numerator")}
            inputMode="numeric"
            value={String(value.numerator)}
            onChange={(e) => set("numerator", e.target.value)}
          />
          <Input
            label={t("editor.denominator")}
            inputMode="numeric"
            value={String(value.denominator)}
            onChange={(e) => set("denominator", e.target.value)}
          />
          <EquivalentsBox item={item} onChange={onChange} className="col-span-2 flex items-center gap-2" />
          <div className="col-span-2">
            <Suspense fallback={null}>
              <AnswerFormFields item={item} onChange={onChange} />
            </Suspense>
          </div>
        </div>
      );
    }
    case "blanks": {
      const blanks = list<{ answer: string; equivalents?: boolean }>(item.blanks);
      const count = Math.max(1, item.prompt.split("___").length - 1);
      const shaped = Array.from({ length: count }, (_, i) => blanks[i] ?? { answer: "" });
      return (
        <div className="grid gap-2">
          {shaped.map((blank, i) => (
            <Input
              // biome-ignore lint/suspicious/noArrayIndexKey: blanks are positional
              key={i}
              label={t("editor.blankAnswer", { n: i + 1 })}
              value={blank.answer}
              onChange={(e) =>
                onChange({
                  ...item,
                  blanks: shaped.map((b, j) => (j === i ? { ...b, answer: e.target.value } : b)),
                })
              }
            />
          ))}
        </div>
      );
    }
    case "matching": {
      const pairs = list<{ left: string; right: string }>(item.pairs);
      const set = (i: number, side: "left" | "right", text: string) =>
        onChange({ ...item, pairs: pairs.map((p, j) => (j === i ? { ...p, [side]: text } : p)) });
      return (
        <div className="grid gap-2">
          {pairs.map((pair, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: pairs are positional
            <div key={i} className="grid gap-2 sm:grid-cols-2">
              <Input
                label={t("editor.left", { n: i + 1 })}
                value={pair.left}
                onChange={(e) => set(i, "left", e.target.value)}
              />
              <Input
                label={t("editor.right", { n: i + 1 })}
                value={pair.right}
                onChange={(e) => set(i, "right", e.target.value)}
              />
            </div>
          ))}
          <AddRowButton
            count={pairs.length}
            label={t("editor.addPair")}
            onAdd={() => onChange({ ...item, pairs: [...pairs, { left: "", right: "" }] })}
          />
        </div>
      );
    }
    case "ordering": {
      const items = list<string>(item.items);
      return (
        <div className="grid gap-2">
          <PositionalInputs
            values={items}
            label={(n) => t("editor.orderItem", { n })}
            onChange={(next) => onChange({ ...item, items: next })}
          />
          <AddRowButton
            count={items.length}
            label={t("editor.addOption")}
            onAdd={() => onChange({ ...item, items: [...items, ""] })}
          />
        </div>
      );
    }
  }
}

export function ItemEditor({ item, index, onChange, onRemove }: Props) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section
      aria-label={t("editor.itemN", { n: index + 1 })}
      className="grid gap-3 rounded-card border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 className="text-lead font-semibold">{t("editor.itemN", { n: index + 1 })}</h3>
        <Select
          label={t("editor.kind")}
          value={item.kind}
          options={ITEM_KINDS.map((kind) => ({ value: kind, label: t(`editor.kinds.${kind}`) }))}
          onChange={(event) => {
            const fresh = newItem(event.target.value as DraftItem["kind"]);
            onChange({ ...fresh, prompt: item.prompt, ...(item.id ? { id: item.id } : {}) });
          }}
        />
      </div>
      <TextArea
        label={
          item.kind === "blanks" ? `${t("editor.prompt")} · ${t("editor.promptBlanks")}` : t("editor.prompt")
        }
        value={item.prompt}
        onChange={(prompt) => onChange({ ...item, prompt })}
      />
      <KindFields item={item} onChange={onChange} />
      <TextArea
        label={t("editor.hint")}
        value={str(item.hint)}
        onChange={(hint) => onChange({ ...item, hint })}
      />
      <TextArea
        label={t("editor.solution")}
        value={str(item.solution)}
        onChange={(solution) => onChange({ ...item, solution })}
      />
      <HindiVersionEditor item={item} onChange={onChange} />
      <div>
        <Button variant="danger" size="sm" onClick={onRemove}>
          {t("editor.removeItem", { n: index + 1 })}
        </Button>
      </div>
    </section>
  );
}
