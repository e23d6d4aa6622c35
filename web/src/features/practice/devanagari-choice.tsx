import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LabelledCheckbox } from "@/components/ui/labelled-checkbox.tsx";
import { NAMESPACE } from "./i18n.ts";

const DEVANAGARI_KEY = "ganit:practice-devanagari";

/** The child's stored choice of Devanagari digits on the keypad (the same on every practice screen). */
export function useDevanagari() {
  const [devanagari, setDevanagari] = useState(() => localStorage.getItem(DEVANAGARI_KEY) === "1");
  useEffect(() => {
    localStorage.setItem(DEVANAGARI_KEY, devanagari ? "1" : "0");
  }, [devanagari]);
  return [devanagari, setDevanagari] as const;
}

export function DevanagariToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <LabelledCheckbox
      label={t("answer.hindiDigits")}
      checked={on}
      onChange={onChange}
      className="flex min-h-12 items-center gap-2 text-body"
      inputClassName="size-6"
    />
  );
}
