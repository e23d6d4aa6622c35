import { type Draft, type GeneratorDefinition, writeDraft } from "@ganit/contracts/practice/index";
import { expect } from "vitest";
import * as loop from "../seed-loop-expect.ts";

/** Each text of the SVG with its font size (its own or its group's), position, anchor and words. */
export function textsOf(svg: string) {
  const texts: { size: number; x: number; y: number; anchor: string; words: string }[] = [];
  const sizes: number[] = [];
  for (const m of svg.matchAll(/<(\/?)(g|text)([^>]*)>([^<]*)/g)) {
    const [, closing, tag, attributes = "", words = ""] = m;
    const size = Number(/font-size="([\d.]+)"/.exec(attributes)?.[1] ?? Number.NaN);
    if (tag === "g") {
      if (closing) sizes.pop();
      else sizes.push(Number.isNaN(size) ? (sizes.at(-1) ?? 16) : size);
      continue;
    }
    if (closing) continue;
    texts.push({
      size: Number.isNaN(size) ? (sizes.at(-1) ?? 16) : size,
      x: Number(/ x="([-\d.]+)"/.exec(attributes)?.[1]),
      y: Number(/ y="([-\d.]+)"/.exec(attributes)?.[1]),
      anchor: /text-anchor="(\w+)"/.exec(attributes)?.[1] ?? "start",
      words,
    });
  }
  return texts;
}

/**
 * A generated question's drawing as a phone shows it: well formed and hidden from screen readers,
 * nothing drawn at NaN; every word and number on it at least 12 px and inside the picture (`slack`
 * units past its right edge allowed); and, when `described`, its text alternative written in
 * English and in Hindi.
 */
export function expectFigureShown(
  svg: string,
  where: string,
  options: { slack?: number; described?: { definition: GeneratorDefinition; draft: Draft } | undefined } = {},
) {
  loop.expectMatch(svg, /^<svg [^>]*aria-hidden="true"[^>]*>.*<\/svg>$/, where);
  loop.expectNoMatch(svg, /NaN|Infinity|undefined/, where);
  loop.expectSame(
    svg.match(/</g)?.length,
    2 * (svg.match(/<\w/g)?.length ?? 0) - (svg.match(/\/>/g)?.length ?? 0),
    where,
  );
  const [, width = 0, height = 0] = (/viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? []).map(Number);
  for (const text of textsOf(svg)) {
    loop.expectAtLeast(text.size, 12, `${where}: ${text.words}`);
    // About 0.62 of the font size a character (Devanagari's matras take no width of their own).
    const across = [...text.words.replace(/[\u093e-\u094d\u0902]/g, "")].length * text.size * 0.62;
    const left =
      text.anchor === "middle" ? text.x - across / 2 : text.anchor === "end" ? text.x - across : text.x;
    loop.expectSame(
      left >= 0 && left + across <= width + (options.slack ?? 0),
      true,
      `${where}: "${text.words}" across ${left}`,
    );
    loop.expectSame(
      text.y - text.size * 0.75 >= 0 && text.y <= height,
      true,
      `${where}: "${text.words}" at ${text.y}`,
    );
  }
  if (!options.described) return;
  const { definition, draft } = options.described;
  for (const locale of ["en", "hi"] as const) {
    const { html } = writeDraft(definition, draft, locale);
    const label = /^<figure class="practice-figure" role="img" aria-label="([^"<>]{20,})"><svg /.exec(
      html.prompt,
    );
    expect(label, `${where} ${locale}`).not.toBeNull();
    if (locale === "hi") loop.expectMatch(label?.[1], /[\u0900-\u097f]/, where);
  }
}
