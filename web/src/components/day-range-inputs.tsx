import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/index.ts";

/**
 * From and To dates of a list filter (days in India, YYYY-MM-DD as the server takes them). Each
 * bound is optional; a `to` before `from` cannot be picked (the server refuses it too).
 */
export function DayRangeInputs({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (name: "from" | "to", value: string | undefined) => void;
}) {
  const { t } = useTranslation("common");
  return (
    <>
      <Input
        type="date"
        label={t("dayRange.from")}
        value={from ?? ""}
        max={to}
        onChange={(event) => onChange("from", event.target.value || undefined)}
      />
      <Input
        type="date"
        label={t("dayRange.to")}
        value={to ?? ""}
        min={from}
        onChange={(event) => onChange("to", event.target.value || undefined)}
      />
    </>
  );
}
