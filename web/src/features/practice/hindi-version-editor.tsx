import { useTranslation } from "react-i18next";
import type { DraftItemFieldProps } from "./editor-draft.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * An author's question in Hindi beside the English (optional): the question, hint and worked
 * solution. A child who reads Hindi sees these; the answer and options stay the English item's.
 */
type HindiTexts = { prompt?: string; hint?: string; solution?: string };

const field =
  "min-h-20 w-full rounded-control border border-line bg-surface px-3 py-2 text-body focus-visible:border-brand-600";

export function HindiVersionEditor({ item, onChange }: DraftItemFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const hi = (item.hi ?? {}) as HindiTexts;
  const set = (key: keyof HindiTexts, value: string) => onChange({ ...item, hi: { ...hi, [key]: value } });
  return (
    <details className="rounded-xl border border-line p-3" open={Boolean(hi.prompt)}>
      <summary className="min-h-12 cursor-pointer content-center text-body font-semibold">
        {t("editor.hindiVersion")}
      </summary>
      <div className="mt-2 grid gap-3">
        <p className="text-ink-muted">{t("editor.hindiVersionHelp")}</p>
        {(["prompt", "hint", "solution"] as const).map((key) => (
          <label key={key} className="grid gap-1 text-body font-semibold" lang="hi">
            {t(`editor.hindi.${key}`)}
            <textarea
              className={field}
              value={hi[key] ?? ""}
              onChange={(event) => set(key, event.target.value)}
            />
          </label>
        ))}
      </div>
    </details>
  );
}
