import { GENERATORS, generatorOf, runGenerator, writeDraft } from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";
import {
  expectAbove,
  expectAtLeast,
  expectMatch,
  expectNoMatch,
  expectSame,
} from "../../test/seed-loop-expect.ts";
import { textsOf } from "./test-svg-texts.ts";

/**
 * The drawn geometry of Classes 8–10 (the coordinate plane, circles, solids) over 10,000 seeds each,
 * as a phone shows it: every question of these generators has its figure (but the plane's quadrant
 * questions, asked in words); the SVG is well formed and hidden from screen readers, its text
 * alternative written in English and Hindi; every word and number on it is at least 12 px and inside
 * the picture (a 340-unit-wide drawing is shown at 358 px on a 390 px phone), and nothing is drawn at
 * NaN (the text alternative is read at every tenth seed). The answers are worked again from the drawings by the independent checkers
 * (./checkers/read-*.ts, run by engine-generator-checks-even/odd.test.ts).
 */
const SEEDS = 10_000;
const GENERATORS_DRAWN = ["cartesianPlane", "coordinateGeometry", "circleTangents", "solids"] as const;

describe.each(GENERATORS_DRAWN)("the %s generator's drawings over 10,000 seeds", (id) => {
  it("draws every question it should, labelled readably inside the picture, described in both languages", () => {
    const definition = generatorOf(id);
    const { min, max } = GENERATORS[id];
    let drawn = 0;
    for (let i = 0; i < SEEDS; i++) {
      const step = min + (i % (max - min + 1));
      const draft = runGenerator({ generator: id, min: step, max: step }, (i * 2_654_435_761) >>> 0);
      const svg = draft.figure?.svg;
      const where = `${id} step ${step} seed ${i}`;
      if (!svg) {
        // Only the plane's quadrant questions are asked in words alone.
        expectSame(id === "cartesianPlane" && step <= 2, true, where);
        continue;
      }
      drawn += 1;
      expectMatch(svg, /^<svg [^>]*aria-hidden="true"[^>]*>.*<\/svg>$/, where);
      expectNoMatch(svg, /NaN|Infinity|undefined/, where);
      expectSame(
        svg.match(/</g)?.length,
        2 * (svg.match(/<\w/g)?.length ?? 0) - (svg.match(/\/>/g)?.length ?? 0),
        where,
      );
      const [, width = 0, height = 0] = (/viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? []).map(Number);
      for (const text of textsOf(svg)) {
        expectAtLeast(text.size, 12, `${where}: ${text.words}`);
        // About 0.62 of the font size a character (Devanagari's matras take no width of their own).
        const across = [...text.words.replace(/[\u093e-\u094d\u0902]/g, "")].length * text.size * 0.62;
        const left =
          text.anchor === "middle" ? text.x - across / 2 : text.anchor === "end" ? text.x - across : text.x;
        expectSame(left >= 0 && left + across <= width, true, `${where}: "${text.words}" across ${left}`);
        expectSame(
          text.y - text.size * 0.75 >= 0 && text.y <= height,
          true,
          `${where}: "${text.words}" at ${text.y}`,
        );
      }
      // The text alternative in both languages, at every tenth seed: it is written from the same messages.
      if (i % 10 === 0)
        for (const locale of ["en", "hi"] as const) {
          const { html } = writeDraft(definition, draft, locale);
          const label = /^<figure class="practice-figure" role="img" aria-label="([^"<>]{20,})"><svg /.exec(
            html.prompt,
          );
          expect(label, `${where} ${locale}`).not.toBeNull();
          if (locale === "hi") expectMatch(label?.[1], /[\u0900-\u097f]/, where);
        }
    }
    expectAbove(drawn, SEEDS / 2, id);
  }, 120_000);
});
