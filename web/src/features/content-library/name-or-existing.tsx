import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input.tsx";
import { LabelledCheckbox } from "@/components/ui/labelled-checkbox.tsx";
import { Select } from "@/components/ui/select.tsx";
import { NAMESPACE } from "./i18n.ts";

/**
 * A name typed new or picked from the names already in the library ('Use Existing'), so pages of
 * one course land under one spelling. Both write the same form value.
 */
export function NameOrExisting({
  label,
  value,
  onChange,
  existing,
  useExisting,
  onUseExistingChange,
  error,
  maxLength,
  name,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The names under the choices above; null while they load (an older list is never shown). */
  existing: readonly string[] | null;
  useExisting: boolean;
  onUseExistingChange: (useExisting: boolean) => void;
  error?: string | undefined;
  maxLength: number;
  name: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="flex flex-col gap-2">
      {useExisting ? (
        <Select
          label={label}
          name={name}
          required
          value={value}
          error={error}
          placeholder={
            existing === null
              ? t("create.loadingNames")
              : existing.length
                ? t("create.choose")
                : t("create.noneYet")
          }
          onChange={(event) => onChange(event.target.value)}
          options={(existing ?? []).map((option) => ({ value: option, label: option }))}
        />
      ) : (
        <Input
          label={label}
          name={name}
          required
          value={value}
          error={error}
          maxLength={maxLength}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <LabelledCheckbox
        label={t("create.useExisting")}
        checked={useExisting}
        onChange={onUseExistingChange}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start text-caption font-semibold text-brand-800"
        inputClassName="size-5 accent-brand-600"
      />
    </div>
  );
}
