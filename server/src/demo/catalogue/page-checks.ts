import vm from "node:vm";
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { evaluate, sameValue, show } from "./arithmetic.ts";

/**
 * What the catalogue test asks of every lesson page, one function per concern, each returning
 * the problems it found (empty when the page is fine). Pages are parsed with parse5, the parser
 * jsdom uses, so "parses" means what a browser would build.
 */

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
/** Elements that would load something from outside, or run someone else's page. */
const FORBIDDEN_ELEMENTS = new Set([
  "link",
  "iframe",
  "frame",
  "object",
  "embed",
  "base",
  "audio",
  "video",
  "img",
  "form",
]);
const URL_ATTRIBUTES = new Set([
  "src",
  "srcset",
  "href",
  "xlink:href",
  "poster",
  "data",
  "action",
  "formaction",
  "background",
]);
/** What a script in a frame with an opaque origin must not rely on (it throws or is blocked). */
const FORBIDDEN_SCRIPT = [
  /\blocalStorage\b/,
  /\bsessionStorage\b/,
  /\bdocument\.cookie\b/,
  /\bindexedDB\b/,
  /\balert\s*\(/,
  /\bconfirm\s*\(/,
  /\bprompt\s*\(/,
  /\bfetch\s*\(/,
  /\bXMLHttpRequest\b/,
  /\bWebSocket\b/,
  /\bEventSource\b/,
  /\bimport\s*\(/,
  /\bwindow\.open\b/,
  /\b(parent|top|opener)\./,
];

export type ParsedPage = { html: string; document: DefaultTreeAdapterTypes.Document; parseErrors: string[] };

export function parsePage(html: string): ParsedPage {
  const parseErrors: string[] = [];
  const document = parse(html, {
    sourceCodeLocationInfo: true,
    onParseError: (error) => parseErrors.push(`${error.code} at line ${error.startLine}`),
  });
  return { html, document, parseErrors };
}

export function* elements(node: Node): Generator<Element> {
  if ("tagName" in node) yield node;
  const children = "childNodes" in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if ("content" in node && node.content) yield* elements(node.content);
}

export const attribute = (element: Element, name: string) =>
  element.attrs.find((a) => a.name === name)?.value;

export function textOf(node: Node): string {
  if (node.nodeName === "#text" && "value" in node) return node.value;
  if ("tagName" in node && (node.tagName === "script" || node.tagName === "style")) return "";
  const children = "childNodes" in node ? node.childNodes : [];
  return children.map(textOf).join("");
}

/** The text inside a script or style element. */
export const rawText = (element: Element) =>
  element.childNodes.map((c) => ("value" in c ? c.value : "")).join("");

/** Every element written in the page (not one the parser implied) is closed where it should be. */
export function unclosedElements(page: ParsedPage): string[] {
  const problems: string[] = [];
  for (const element of elements(page.document)) {
    const location = element.sourceCodeLocation;
    if (!location || VOID.has(element.tagName)) continue;
    const startTag = location.startTag;
    // SVG elements may close themselves (<rect … />); HTML elements may not.
    const selfClosed =
      element.namespaceURI !== "http://www.w3.org/1999/xhtml" &&
      startTag !== undefined &&
      page.html.slice(startTag.startOffset, startTag.endOffset).endsWith("/>");
    if (!location.endTag && startTag && !selfClosed) {
      problems.push(`<${element.tagName}> at line ${location.startLine} is never closed`);
    }
  }
  return problems;
}

/**
 * End tags that close nothing (`</div>` too many): parse5 reports tokenizer errors only, so every
 * `</tag` in the source (script and style text blanked) must be the end tag of a parsed element.
 */
export function strayEndTags(page: ParsedPage): string[] {
  const closing = new Set<number>();
  for (const element of elements(page.document)) {
    const end = element.sourceCodeLocation?.endTag;
    if (end) closing.add(end.startOffset);
  }
  const source = page.html.replace(
    /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2>)/gi,
    (_all, open: string, _name, text: string, close: string) => open + " ".repeat(text.length) + close,
  );
  const problems: string[] = [];
  for (const match of source.matchAll(/<\/([a-z][a-z0-9-]*)/gi)) {
    if (!closing.has(match.index)) problems.push(`stray </${match[1]}> at offset ${match.index}`);
  }
  return problems;
}

const isExternal = (url: string) => /^\s*([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);

/** Nothing in the page loads from anywhere else: no external src/href, no url() to the outside. */
export function externalLoads(page: ParsedPage): string[] {
  const problems: string[] = [];
  for (const element of elements(page.document)) {
    if (FORBIDDEN_ELEMENTS.has(element.tagName)) problems.push(`<${element.tagName}> is not allowed`);
    if (element.tagName === "script" && attribute(element, "src") !== undefined)
      problems.push("<script src>");
    for (const { name, value } of element.attrs) {
      if (name.startsWith("on")) problems.push(`inline handler ${name}= (use the page script)`);
      if (!URL_ATTRIBUTES.has(name)) continue;
      // A plain link may point at an https page; everything else stays inside the page (#id).
      const plainLink = element.tagName === "a" && name === "href" && /^https:\/\//.test(value);
      if (plainLink) continue;
      if (isExternal(value) || !value.startsWith("#"))
        problems.push(`<${element.tagName} ${name}="${value}">`);
    }
    const css = element.tagName === "style" ? rawText(element) : (attribute(element, "style") ?? "");
    if (/@import/i.test(css)) problems.push("@import in CSS");
    for (const match of css.matchAll(/url\(\s*['"]?([^'")]*)/gi)) {
      if (!match[1]?.startsWith("#")) problems.push(`url(${match[1]}) in CSS`);
    }
  }
  return problems;
}

/** Every inline script compiles (it is not run here) and uses nothing a sandboxed frame lacks. */
export function scriptProblems(page: ParsedPage): string[] {
  const problems: string[] = [];
  for (const element of elements(page.document)) {
    if (element.tagName !== "script") continue;
    const type = attribute(element, "type");
    const code = rawText(element);
    if (type && type !== "module" && type !== "text/javascript") continue;
    try {
      new vm.Script(code);
    } catch (error) {
      problems.push(`script does not compile: ${(error as Error).message}`);
    }
    for (const pattern of FORBIDDEN_SCRIPT) if (pattern.test(code)) problems.push(`script uses ${pattern}`);
  }
  return problems;
}

/** Visible text as the checks read it: thousands commas gone, superscripts (2⁵) written as powers (2^5), − as -. */
const SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";
const normaliseText = (text: string) =>
  text
    .replace(/(\d),(?=\d)/g, "$1")
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (power) => `^${[...power].map((d) => SUPERSCRIPT_DIGITS.indexOf(d)).join("")}`)
    .replace(/[−–]/g, "-")
    .replace(/\s+/g, " ");

const numbersIn = (text: string) => new Set(text.match(/\d+(?:\.\d+)?/g) ?? []);

export type CheckResult = { checks: number; problems: string[] };

/**
 * The worked examples: every `data-check` expression equals every numeric `data-answer`
 * alternative (`|` separates accepted answers). A shown example (not a "try it" box, whose answer
 * stays hidden) must also show its answer and every number of its check in its own text, so the
 * check cannot drift away from what the child reads.
 */
export function arithmeticProblems(page: ParsedPage): CheckResult {
  const problems: string[] = [];
  let checks = 0;
  for (const element of elements(page.document)) {
    const expression = attribute(element, "data-check");
    const answer = attribute(element, "data-answer");
    if (expression === undefined) continue;
    checks++;
    if (answer === undefined) {
      problems.push(`data-check="${expression}" has no data-answer`);
      continue;
    }
    let expected: ReturnType<typeof evaluate>;
    try {
      expected = evaluate(expression);
    } catch (error) {
      problems.push(`data-check="${expression}": ${(error as Error).message}`);
      continue;
    }
    const alternatives = answer.split("|");
    let numeric = 0;
    for (const alternative of alternatives) {
      let given: ReturnType<typeof evaluate> | undefined;
      try {
        given = evaluate(alternative);
      } catch {
        continue; // a word answer ("acute") has nothing to compute
      }
      numeric++;
      if (!sameValue(given, expected)) {
        problems.push(`${expression} is ${show(expected)}, but the page says ${alternative}`);
      }
    }
    if (numeric === 0) problems.push(`data-check="${expression}" has no numeric answer`);
    const isTry = (attribute(element, "class") ?? "").split(/\s+/).includes("try");
    if (isTry) continue;
    const text = normaliseText(textOf(element));
    const shown = numbersIn(text);
    if (!alternatives.some((a) => text.replace(/\s/g, "").includes(a.replace(/\s/g, "")))) {
      problems.push(`example "${text.trim()}" does not show its answer ${answer}`);
    }
    for (const number of numbersIn(expression)) {
      if (!shown.has(number))
        problems.push(`example "${text.trim()}" does not show ${number} of ${expression}`);
    }
  }
  return { checks, problems };
}
