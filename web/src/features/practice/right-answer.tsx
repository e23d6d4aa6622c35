import { pointValue, type StudentAnswer, type StudentItem } from "@ganit/contracts/practice/index";
import { useTranslation } from "react-i18next";
import { NAMESPACE } from "./i18n.ts";
import { toDevanagari } from "./keypad.tsx";
import { MathHtml } from "./math-html.tsx";

/**
 * The right answer after a second miss, in the form the question was shown: the number, the
 * fraction, each blank, the right options, each pair, the order. Never only "your teacher will
 * help": a child who got it wrong twice sees what was right before going on.
 */
export function rightOptions(item: StudentItem, answer: StudentAnswer | undefined): number[] {
  if (answer === undefined) return [];
  if (item.kind === "single" && typeof answer === "number") return [answer];
  if (item.kind === "multiple" && Array.isArray(answer)) return answer.map(Number);
  return [];
}

/**
 * A touch answer as words a child reads: the time the hands show, the tray's pieces and total, the
 * point's number, the parts to colour (docs/adr/0651-touch-answers.md). Null for a typed answer.
 */
function touchText(item: StudentItem, answer: StudentAnswer): string | null {
  if (typeof answer !== "object" || answer === null || Array.isArray(answer)) return null;
  const given = answer as Record<string, unknown>;
  if (typeof given.hour === "number" && typeof given.minute === "number")
    return `${given.hour % 12 || 12}:${String(given.minute).padStart(2, "0")}`;
  if (Array.isArray(given.pieces)) {
    const pieces = given.pieces as number[];
    return `${pieces.map((value) => `₹${value}`).join(" + ")} = ₹${pieces.reduce((s, v) => s + v, 0)}`;
  }
  if (typeof given.tick === "number" && item.touch?.touch === "point") {
    const { n, d } = pointValue(item.touch, given.tick);
    const whole = Math.floor(n / d);
    return d === 1 ? String(n) : whole === 0 ? `${n % d}/${d}` : `${whole} ${n % d}/${d}`;
  }
  if (Array.isArray(given.shaded) && item.touch?.touch === "shade")
    return `${given.shaded.length}/${item.touch.parts}`;
  return null;
}

const asText = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

export function RightAnswer({
  item,
  answer,
  devanagari,
  label,
  given = false,
}: {
  item: StudentItem;
  answer: StudentAnswer;
  devanagari: boolean;
  /** The line above the answer (the right answer's, unless told). */
  label?: string;
  /** The child's own answer (a test's result): written the same way, without the right answer's green. */
  given?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const digits = (text: string) => (devanagari ? toDevanagari(text) : text);
  const list = Array.isArray(answer) ? (answer as readonly (string | number)[]) : [];
  const touched = touchText(item, answer);
  const body = (() => {
    if (touched !== null) return <span className="text-h3 tabular-nums">{digits(touched)}</span>;
    switch (item.kind) {
      case "numeric":
        return <span className="text-h3 tabular-nums">{digits(asText(answer))}</span>;
      case "fraction": {
        const { numerator, denominator } = answer as { numerator: unknown; denominator: unknown };
        return (
          <span className="text-h3 tabular-nums">
            {digits(`${asText(numerator)}/${asText(denominator)}`)}
          </span>
        );
      }
      case "blanks":
        return (
          <ul className="grid gap-1">
            {list.map((blank, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: blanks are positional
              <li key={i}>{t("answer.blankAnswer", { n: i + 1, answer: digits(String(blank)) })}</li>
            ))}
          </ul>
        );
      case "single":
      case "multiple":
        return (
          <ul className="grid gap-1">
            {rightOptions(item, answer).map((i) => (
              <li key={i} className="font-semibold">
                ✓ <MathHtml html={item.options?.[i] ?? ""} />
              </li>
            ))}
          </ul>
        );
      case "matching":
        return (
          <ul className="grid gap-1">
            {(item.left ?? []).map((left, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: pairs are positional
              <li key={i}>
                <MathHtml html={left} /> → <MathHtml html={item.right?.[Number(list[i])] ?? ""} />
              </li>
            ))}
          </ul>
        );
      case "time":
        return null;
      case "plot":
        // A plotted point as its pair, with a real minus sign: (3, −2).
        return <span className="text-h3 tabular-nums">{digits(asText(answer).replace(/-/g, "−"))}</span>;
      case "ordering":
        return (
          <ol className="grid list-decimal gap-1 ps-6">
            {list.map((shown) => (
              <li key={String(shown)}>
                <MathHtml html={item.items?.[Number(shown)] ?? ""} />
              </li>
            ))}
          </ol>
        );
    }
  })();
  return (
    <div
      data-testid={given ? "given-answer" : "right-answer"}
      className={
        given
          ? "grid gap-1 rounded-lg bg-canvas p-3 text-ink"
          : "grid gap-1 rounded-lg bg-success-50 p-3 text-success-800"
      }
    >
      <p className="font-semibold">{label ?? t("answer.rightAnswer")}</p>
      {body}
    </div>
  );
}
