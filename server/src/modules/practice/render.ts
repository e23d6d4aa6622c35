import type { ItemHtml, PracticeItem } from "@ganit/contracts";
import { escapeHtml, speakable } from "@ganit/contracts/practice/index";
import katex from "katex";
import { badRequest } from "../../errors.ts";

/**
 * TeX to HTML when a set is saved, so a phone runs no maths JavaScript. Text between `$…$` (inline)
 * or `$$…$$` (display) is TeX; `\$` is a dollar sign; the rest is plain text (escaped, line breaks
 * kept). KaTeX runs untrusted (no \href, \includegraphics or \htmlData), with its expansion and size
 * bounded; its HTML carries a spoken label, as the HTML-only output is not readable aloud.
 */
const OPTIONS = {
  output: "html",
  throwOnError: true,
  trust: false,
  strict: "ignore",
  maxExpand: 200,
  maxSize: 20,
} as const;

const MATH = /\$\$([\s\S]+?)\$\$|\$([^$]+?)\$/g;
/** Stands for `\$` while the text is split (a NUL never survives the schema's control-character check). */
const DOLLAR = "\u0000";

function renderMath(tex: string, displayMode: boolean): string {
  try {
    const html = katex.renderToString(tex, { ...OPTIONS, displayMode });
    return `<span class="math" role="img" aria-label="${escapeHtml(speakable(`$${tex}$`))}">${html}</span>`;
  } catch (error) {
    const detail =
      error instanceof Error ? error.message.replace(/^KaTeX parse error: /, "").slice(0, 120) : "";
    throw badRequest("practiceTexInvalid", { detail });
  }
}

const plain = (text: string) => escapeHtml(text.replaceAll(DOLLAR, "$")).replace(/\n/g, "<br>");

/** One text (a prompt, an option, a solution) as HTML. */
export function renderTex(text: string): string {
  const source = text.replaceAll("\\$", DOLLAR);
  let html = "";
  let last = 0;
  for (const match of source.matchAll(MATH)) {
    html += plain(source.slice(last, match.index));
    html += renderMath((match[1] ?? match[2] ?? "").replaceAll(DOLLAR, "\\$"), match[1] !== undefined);
    last = match.index + match[0].length;
  }
  return html + plain(source.slice(last));
}

/** Every text of a question as HTML, in the author's order; its Hindi version's too. */
export function renderItem(item: PracticeItem): ItemHtml {
  const html: ItemHtml = { prompt: renderTex(item.prompt) };
  const hi = item.hi;
  if (hi) {
    html.hi = { prompt: renderTex(hi.prompt) };
    if (hi.hint) html.hi.hint = renderTex(hi.hint);
    if (hi.solution) html.hi.solution = renderTex(hi.solution);
    if (hi.options) html.hi.options = hi.options.map(renderTex);
    if (hi.items) html.hi.items = hi.items.map(renderTex);
    if (hi.pairs) {
      html.hi.left = hi.pairs.map((pair) => renderTex(pair.left));
      html.hi.right = hi.pairs.map((pair) => renderTex(pair.right));
    }
  }
  if (item.hint) html.hint = renderTex(item.hint);
  if (item.solution) html.solution = renderTex(item.solution);
  if (item.kind === "single" || item.kind === "multiple") html.options = item.options.map(renderTex);
  if (item.kind === "ordering") html.items = item.items.map(renderTex);
  if (item.kind === "matching") {
    html.left = item.pairs.map((pair) => renderTex(pair.left));
    html.right = item.pairs.map((pair) => renderTex(pair.right));
  }
  return html;
}
