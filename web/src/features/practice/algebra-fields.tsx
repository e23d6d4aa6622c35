import { EXPRESSION_FORMS, SOLUTION_SHAPES, type SolutionShape } from "@ganit/contracts/practice/index";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import type { DraftItem, DraftItemFieldProps } from "./editor-draft.ts";
import { NAMESPACE } from "./i18n.ts";
import { PositionalInputs } from "./positional-inputs.tsx";

/**
 * The set editor's fields of an expression question (the answer, written as a child would type it,
 * and the form it asks for) and of a solution question (one value, a pair, two roots or none, its
 * values and its letters). The server checks them again when the set is saved.
 */
export function ExpressionFields({ item, onChange }: DraftItemFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = typeof item.form === "string" ? item.form : "";
  return (
    <div className="grid gap-3">
      <Input
        label={t("editor.expressionAnswer")}
        value={typeof item.answer === "string" ? item.answer : ""}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange({ ...item, answer: e.target.value })}
      />
      <Select
        label={t("editor.expressionForm")}
        value={form}
        placeholder={t("editor.anyForm")}
        options={EXPRESSION_FORMS.map((value) => ({ value, label: t(`editor.expressionForms.${value}`) }))}
        onChange={(event) => {
          const next = { ...item };
          if (event.target.value) next.form = event.target.value;
          else delete next.form;
          onChange(next);
        }}
      />
    </div>
  );
}

const VALUE_COUNT: Record<SolutionShape, number> = { value: 1, pair: 2, roots: 2, none: 0 };

export function SolutionFields({ item, onChange }: DraftItemFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const shape = (SOLUTION_SHAPES as readonly string[]).includes(String(item.solution))
    ? (item.solution as SolutionShape)
    : "value";
  const values = Array.isArray(item.values) ? (item.values as string[]) : [];
  const shaped = Array.from({ length: VALUE_COUNT[shape] }, (_, i) => values[i] ?? "");
  const letters = Array.isArray(item.variables) ? (item.variables as string[]).join(", ") : "";
  return (
    <div className="grid gap-3">
      <Select
        label={t("editor.solutionShape")}
        value={shape}
        options={SOLUTION_SHAPES.map((value) => ({ value, label: t(`editor.solutionShapes.${value}`) }))}
        onChange={(event) => {
          const next: DraftItem = { ...item, solution: event.target.value, values: [] };
          delete next.variables;
          onChange(next);
        }}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <PositionalInputs
          values={shaped}
          label={(n) => t("editor.solutionValue", { n })}
          onChange={(values) => onChange({ ...item, values })}
        />
      </div>
      {shape !== "none" && (
        <Input
          label={t("editor.solutionLetters")}
          value={letters}
          autoComplete="off"
          onChange={(e) => {
            const list = e.target.value
              .split(",")
              .map((letter) => letter.trim())
              .filter(Boolean);
            const next = { ...item };
            if (list.length > 0) next.variables = list;
            else delete next.variables;
            onChange(next);
          }}
        />
      )}
    </div>
  );
}
