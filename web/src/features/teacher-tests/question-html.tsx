import type { TeacherTestSlot } from "@ganit/contracts";

/**
 * A question's HTML as the server made it (KaTeX rendered at save with `trust` off, or a generator's
 * escaped text), shown to the teacher as the child will see it. The one place this feature puts HTML
 * into the page.
 */
export function QuestionHtml({ html, className }: { html: string; className?: string }) {
  return (
    <span
      className={`practice-html ${className ?? ""}`.trim()}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's KaTeX or escaped generator HTML (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The right answer in words: an option's text, a number, or the parts of a longer answer. */
export function answerHtml(preview: TeacherTestSlot["preview"], lang: "en" | "hi"): string {
  const options = preview.options?.[lang];
  const answer = preview.rightAnswer as unknown;
  if (options && typeof answer === "number") return options[answer] ?? String(answer);
  if (options && Array.isArray(answer) && answer.every((a) => typeof a === "number"))
    return answer.map((a) => options[a as number] ?? String(a)).join(", ");
  if (typeof answer === "string" || typeof answer === "number") return escapeText(String(answer));
  return escapeText(JSON.stringify(answer));
}

const escapeText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
