import type { StudentItem } from "@ganit/contracts/practice/index";
import { MathHtml } from "./math-html.tsx";

/**
 * A question's prompt. For an expression or a solution question a screen reader reads the prompt's
 * words from the shared engine ("Factorise x squared minus 9", `speakablePrompt`) instead of the
 * rendered maths, which many phone screen readers spell out symbol by symbol; sighted children see
 * the maths as rendered.
 */
export function SpokenPrompt({
  item,
  className,
  devanagari,
}: {
  item: StudentItem;
  className?: string;
  devanagari?: boolean | undefined;
}) {
  if (item.kind !== "expression" && item.kind !== "solution")
    return <MathHtml block html={item.prompt} className={className ?? ""} devanagari={devanagari} />;
  return (
    <div>
      <p className="sr-only">{item.text}</p>
      <div aria-hidden="true">
        <MathHtml block html={item.prompt} className={className ?? ""} devanagari={devanagari} />
      </div>
    </div>
  );
}
