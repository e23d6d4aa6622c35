import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input.tsx";
import { NAMESPACE } from "./i18n.ts";
import { parseLimit } from "./selection.ts";

type SeatsInputProps = {
  label: string;
  hint: string;
  /** The seats the page holds (0 = none). */
  seats: number;
  /** The seats typed, or `null` while the box holds something that is not a whole number. */
  onChange: (seats: number | null) => void;
};

/**
 * A box for a number of seats that keeps what was typed: `2.5` or `1e3` stays on screen with a
 * message instead of being read as 25 or 3 behind the school's back. The page's own value resets the
 * box when it changes from outside (the wizard emptied after a purchase, another kind chosen).
 */
export function SeatsInput({ label, hint, seats, onChange }: SeatsInputProps) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState(seats === 0 ? "" : String(seats));
  // The last value this box told the page (null: it told a refusal).
  const [reported, setReported] = useState<number | null>(seats);
  if (reported !== null && reported !== seats) {
    setReported(seats);
    setText(seats === 0 ? "" : String(seats));
  }
  const refused = parseLimit(text) === null;
  return (
    <Input
      label={label}
      hint={hint}
      error={refused ? t("course.wholeNumber") : undefined}
      inputMode="numeric"
      autoComplete="off"
      placeholder="0"
      value={text}
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const value = parseLimit(typed);
        setText(typed);
        // While refused the page holds 0 for this box: that is no change from outside.
        setReported(value);
        onChange(value);
      }}
    />
  );
}
