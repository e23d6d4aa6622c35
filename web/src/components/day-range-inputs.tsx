import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input.tsx";
import { dayFirst, parseDayFirst } from "@/lib/dates.ts";

type Bound = "from" | "to";

/**
 * From and To dates of a list filter, typed as DD-MM-YYYY like every other date of Ganit (the
 * browser's date picker would show mm/dd/yyyy in an English browser). The list's filter holds the
 * day as the server takes it (ISO yyyy-mm-dd, a day in India); each bound is optional. A text that
 * is not a date, or a `to` before `from`, is said under its box and not applied (the server refuses
 * it too).
 */
export function DayRangeInputs({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (name: Bound, value: string | undefined) => void;
}) {
  return (
    <>
      <DayBox bound="from" value={from} other={to} onChange={onChange} />
      <DayBox bound="to" value={to} other={from} onChange={onChange} />
    </>
  );
}

function DayBox({
  bound,
  value,
  other,
  onChange,
}: {
  bound: Bound;
  value: string | undefined;
  other: string | undefined;
  onChange: (name: Bound, value: string | undefined) => void;
}) {
  const { t } = useTranslation("common");
  const [text, setText] = useState(() => dayFirst(value));
  // The day the box last applied: any other value came from outside (Clear filters, a link).
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(dayFirst(value));
  }
  const [error, setError] = useState<string | null>(null);

  const commit = (typed: string) => {
    const trimmed = typed.trim();
    if (trimmed === "") {
      setError(null);
      if (value !== undefined) {
        setApplied(undefined);
        onChange(bound, undefined);
      }
      return;
    }
    const day = parseDayFirst(trimmed);
    if (!day) return setError(t("dayRange.invalid"));
    const outOfOrder = other !== undefined && (bound === "from" ? day > other : day < other);
    if (outOfOrder) return setError(t("dayRange.outOfOrder"));
    setError(null);
    setText(dayFirst(day));
    if (day !== value) {
      setApplied(day);
      onChange(bound, day);
    }
  };

  return (
    <Input
      label={bound === "from" ? t("dayRange.from") : t("dayRange.to")}
      inputMode="numeric"
      autoComplete="off"
      placeholder="DD-MM-YYYY"
      value={text}
      error={error ?? undefined}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        // A whole date (or an emptied box) applies at once; a half-typed one waits for the blur.
        if (typed.trim() === "" || parseDayFirst(typed)) commit(typed);
      }}
      onBlur={(event) => commit(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit(event.currentTarget.value);
      }}
    />
  );
}
