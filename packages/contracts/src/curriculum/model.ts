/**
 * The curriculum a school teaches: board → class → book → chapter; a chapter's skills are
 * listed in ./skills (each skill names its chapters) and its lesson page in ./lessons. The data itself
 * is JSON files (./ncert, ./skills, ./lessons), each checked against a zod schema as it loads
 * (docs/adr/0741, docs/adr/0747); the types are these interfaces. A web screen loads it with import()
 * where it is used, never in the entry: the package has no side effects, so a bundle that does not
 * use the curriculum carries none of it.
 *
 * Every title carries how sure we are of it (`Confidence`) and where it comes from (`source`), kept
 * from the research that listed the chapters: a title no source gave is never written as if it were
 * the book's (see `HindiTitle`). docs/curriculum.md says how to read and extend this data.
 */

/** A school class, 1 to 10 (LIMITS.classMin..classMax). */
export type ClassNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/**
 * How sure a title is:
 * - `confirmed`: a public web page lists it under this number, or a public source says it copied it
 *   from the book's printed contents page (or read it in the chapter's own PDF);
 * - `corroborated`: two or more unrelated public code files agree on it, no web page was found;
 * - `low`: one unreviewed source only, or sources disagree;
 * - `unconfirmed`: no source gave it (then the Hindi text is null and a working title of ours is shown).
 */
export type Confidence = "confirmed" | "corroborated" | "low" | "unconfirmed";

export const CONFIDENCES: readonly Confidence[] = ["confirmed", "corroborated", "low", "unconfirmed"];

/** A title as a source gives it. */
export interface SourcedTitle {
  readonly text: string;
  readonly confidence: Exclude<Confidence, "unconfirmed">;
  /** Where it comes from, in a few words, with the research aid's source marks ([1], [S1], [C5]). */
  readonly source: string;
}

/**
 * A chapter's Hindi title. When no source gave the Hindi edition's title, `text` is null (we do not
 * pass our own translation off as NCERT's) and `working` holds a Hindi title of ours, marked
 * `ours: true`, so a Hindi screen still has something to show; it is to be replaced by the book's
 * title when someone checks the Hindi edition.
 */
export type HindiTitle =
  | (SourcedTitle & { readonly working: null })
  | {
      readonly text: null;
      readonly confidence: "unconfirmed";
      readonly source: string;
      readonly working: { readonly text: string; readonly ours: true };
    };

/** Where a chapter sits in a book printed in two parts (numbering as printed in that part). */
export interface PartPlace {
  readonly part: 1 | 2;
  /** The chapter's number as printed in its part (Ganita Prakash restarts at 1 in Part II). */
  readonly number: number;
}

export interface Chapter {
  /** Stable for ever: `<book id>-ch<two-digit number>`, e.g. `ncert-c4-ch07`. Never renumbered. */
  readonly id: string;
  /** Its place in the whole book, 1..n without gaps (across both parts of a two-part book). */
  readonly number: number;
  readonly part?: PartPlace;
  readonly title: { readonly en: SourcedTitle; readonly hi: HindiTitle };
  /** What the chapter teaches, in our words (not NCERT's): the starting point of its skills. */
  readonly mainSkills: string;
  /** True where sources disagree on what the chapter covers. */
  readonly mainSkillsUncertain?: true;
}

/** One printed volume of a book (most books have one). */
export interface BookPart {
  readonly part: 1 | 2;
  /** The publisher's book code (NCERT: the prefix of its PDF file names), English and Hindi editions. */
  readonly code: { readonly en: string; readonly hi: string | null };
  /** The edition as printed (e.g. "First edition May 2023"), or what is known of it. */
  readonly edition: string;
  /** How many chapters this part holds, as its contents page (or the research) states. */
  readonly statedChapterCount: number;
}

export interface Book {
  /** Stable id, `<board>-c<class>` for a class's first book; another book of the class adds a suffix. */
  readonly id: string;
  readonly classNumber: ClassNumber;
  readonly title: { readonly en: string; readonly hi: SourcedTitle | null };
  readonly publisher: string;
  /** The school session the edition was first used in, e.g. "2025-26". */
  readonly firstSession: string;
  /** Catalogue number and ISBN where the prelims pages were seen. */
  readonly isbn: string | null;
  readonly parts: readonly BookPart[];
  /** How many chapters the book has, as stated by its contents page or the research: the tests hold the list to it. */
  readonly statedChapterCount: number;
  /** What is known or uncertain about this book, in a sentence or two. */
  readonly note: string;
  readonly chapters: readonly Chapter[];
}

export interface ClassBooks {
  readonly classNumber: ClassNumber;
  readonly books: readonly Book[];
  /** The book a class follows unless its school chooses another. */
  readonly defaultBookId: string;
}

/** A school board and the books its schools teach, class by class. */
export interface Board {
  /** Stable id, e.g. "cbse"; a state board is added as another Board (docs/curriculum.md). */
  readonly id: string;
  readonly name: { readonly en: string; readonly hi: string };
  /** Whose textbooks the board prescribes (NCERT for CBSE). */
  readonly textbooksBy: string;
  readonly classes: readonly ClassBooks[];
}

/** The chapter id every book uses: `ncert-c4` and 7 give `ncert-c4-ch07`. */
export function chapterId(bookId: string, number: number): string {
  return `${bookId}-ch${String(number).padStart(2, "0")}`;
}

/** The Hindi title to show, and whether it is our working title rather than the book's. */
export function hindiTitleToShow(chapter: Chapter): { text: string; ours: boolean } {
  const { hi } = chapter.title;
  return hi.text !== null ? { text: hi.text, ours: false } : { text: hi.working.text, ours: true };
}
