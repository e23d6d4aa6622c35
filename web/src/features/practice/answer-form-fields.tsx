import { ANSWER_FORMS, type AnswerForm, FRACTION_FORMS, UNIT_IDS } from "@ganit/contracts/practice/index";
import { useTranslation } from "react-i18next";
import { Select } from "@/components/ui/select.tsx";
import type { DraftItem, DraftItemFieldProps } from "./editor-draft.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * The form a question asks for (only a decimal, only a fraction in lowest terms, only a mixed
 * number, only a percentage) and its unit (the child may write cm², sq cm, ₹, Rs …): the grader
 * takes only that form, and the unit in its usual spellings or none. Empty: any form, no unit.
 */
function choose(item: DraftItem, field: "form" | "unit", value: string): DraftItem {
  const next = { ...item };
  if (value) next[field] = value;
  else delete next[field];
  return next;
}

export function AnswerFormFields({ item, onChange }: DraftItemFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const forms: readonly AnswerForm[] = item.kind === "fraction" ? FRACTION_FORMS : ANSWER_FORMS;
  const form = typeof item.form === "string" ? item.form : "";
  const unit = typeof item.unit === "string" ? item.unit : "";
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Select
        label={t("editor.form")}
        value={form}
        placeholder={t("editor.anyForm")}
        options={forms.map((value) => ({ value, label: t(`editor.forms.${value}`) }))}
        onChange={(event) => onChange(choose(item, "form", event.target.value))}
      />
      {item.kind !== "fraction" && (
        <Select
          label={t("editor.unit")}
          value={unit}
          placeholder={t("editor.noUnit")}
          options={UNIT_IDS.map((value) => ({ value, label: t(`editor.units.${value}`) }))}
          onChange={(event) => onChange(choose(item, "unit", event.target.value))}
        />
      )}
    </div>
  );
}
