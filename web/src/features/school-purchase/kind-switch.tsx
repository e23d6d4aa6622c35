import { ENABLEMENT_KINDS, type EnablementKind } from "@ganit/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { NAMESPACE } from "./i18n.ts";

/** "Purchase For": Students or School, as two radio buttons (switching clears the selection upstream). */
export function KindSwitch({
  kind,
  onChange,
}: {
  kind: EnablementKind;
  onChange: (kind: EnablementKind) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold text-brand-950">{t("kind.label")}</legend>
      <div className="grid grid-cols-2 gap-2 sm:max-w-md">
        {ENABLEMENT_KINDS.map((value) => (
          <label
            key={value}
            className={cn(
              "flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-control border-2 px-3 font-bold",
              "has-focus-visible:outline-3 has-focus-visible:outline-(--focus-ring)",
              kind === value
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-brand-200 bg-white text-brand-700",
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={kind === value}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            {t(`kind.${value}`)}
          </label>
        ))}
      </div>
      <p className="text-caption text-ink-muted">
        {t(kind === "students" ? "kind.studentsHint" : "kind.schoolHint")}
      </p>
    </fieldset>
  );
}
