/**
 * A chapter's lesson page as data: the idea in a child's words, two worked examples whose arithmetic
 * a test checks, and a picture where it helps, in English and Hindi. The syllabus loader writes it
 * as a lesson page of the library (docs/curriculum.md, "Lesson pages").
 */
export interface Bilingual {
  readonly en: string;
  readonly hi: string;
}

export interface WorkedExample {
  readonly question: Bilingual;
  /** Each step of the working, one line each, the same number of lines in both languages. */
  readonly steps: { readonly en: readonly string[]; readonly hi: readonly string[] };
  /** The answer as a child writes it ("38", "3/4", "₹45", "2:30"). */
  readonly answer: Bilingual;
  /**
   * What a test works out again: an arithmetic expression (`+ − × ÷`, brackets, fractions) and the
   * number it must equal; the answer's own text must show that number.
   */
  readonly check: { readonly expression: string; readonly value: string };
}

export interface Lesson {
  /** The chapter it teaches, e.g. `ncert-c3-ch04`. */
  readonly chapterId: string;
  readonly title: Bilingual;
  /** The idea, a few short paragraphs (plain text; blank lines separate paragraphs). */
  readonly idea: Bilingual;
  readonly examples: readonly [WorkedExample, WorkedExample];
  /** A picture drawn as SVG (no scripts, no links, no outside references) and its text alternative. */
  readonly figure?: { readonly svg: string; readonly alt: Bilingual };
}

export const defineLessons = (lessons: readonly Lesson[]): readonly Lesson[] => lessons;
