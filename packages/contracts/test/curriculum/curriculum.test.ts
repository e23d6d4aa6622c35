import { readFileSync } from "node:fs";
import path from "node:path";
import {
  BOARDS,
  type Book,
  CBSE,
  type Chapter,
  CONFIDENCES,
  chapterId,
  defaultBook,
  findChapter,
  hindiTitleToShow,
} from "@ganit/contracts";
import { describe, expect, it } from "vitest";

// The curriculum is data (packages/contracts/src/curriculum): these checks read the chapter lists
// themselves, so a chapter added, dropped or renumbered in a book file is caught here by name.

const books: Book[] = BOARDS.flatMap((board) => board.classes.flatMap((klass) => [...klass.books]));
const chapters: { book: Book; chapter: Chapter }[] = books.flatMap((book) =>
  book.chapters.map((chapter) => ({ book, chapter })),
);
const DEVANAGARI = /[\u0900-\u097F]/;

describe("boards and books", () => {
  it("every board has each class 1 to 10 once, with a default book among its books", () => {
    for (const board of BOARDS) {
      expect(
        board.classes.map((klass) => klass.classNumber),
        board.id,
      ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      for (const klass of board.classes) {
        expect(klass.books.length, `${board.id} class ${klass.classNumber}`).toBeGreaterThan(0);
        expect(klass.books.map((book) => book.id)).toContain(klass.defaultBookId);
        for (const book of klass.books) expect(book.classNumber, book.id).toBe(klass.classNumber);
        expect(defaultBook(board, klass.classNumber)?.id).toBe(klass.defaultBookId);
      }
    }
  });

  it("book ids are unique across boards", () => {
    const ids = books.map((book) => book.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("Class 9 defaults to Ganita Manjari and keeps the rationalised Mathematics as a second book", () => {
    const nine = CBSE.classes.find((klass) => klass.classNumber === 9);
    expect(defaultBook(CBSE, 9)?.title.en).toBe("Ganita Manjari");
    expect(nine?.books.map((book) => book.title.en)).toEqual([
      "Ganita Manjari",
      "Mathematics (rationalised)",
    ]);
  });

  // The counts the research aid (NCERT's contents pages as public copies report them) states for each
  // book: 132 chapters in the ten 2025-26 books, plus Ganita Manjari's 14 (8 + 6).
  const STATED_BY_THE_RESEARCH = {
    "ncert-c1": 13,
    "ncert-c2": 11,
    "ncert-c3": 14,
    "ncert-c4": 14,
    "ncert-c5": 15,
    "ncert-c6": 10,
    "ncert-c7": 15,
    "ncert-c8": 14,
    "ncert-c9-rm": 12,
    "ncert-c10": 14,
    "ncert-c9": 14,
  };

  it("each book has as many chapters as its contents page states, its parts adding up to it", () => {
    const counts = Object.fromEntries(
      CBSE.classes.flatMap((klass) => klass.books.map((book) => [book.id, book.chapters.length])),
    );
    expect(counts).toEqual(STATED_BY_THE_RESEARCH);
    const { "ncert-c9": _ganitaManjari, ...tenBooks } = counts;
    expect(Object.values(tenBooks).reduce((sum, n) => sum + n, 0)).toBe(132);
    for (const book of books) {
      expect(book.chapters.length, book.id).toBe(book.statedChapterCount);
      expect(
        book.parts.reduce((sum, part) => sum + part.statedChapterCount, 0),
        book.id,
      ).toBe(book.statedChapterCount);
      expect(
        book.parts.map((part) => part.part),
        book.id,
      ).toEqual(book.parts.length === 1 ? [1] : [1, 2]);
      for (const part of book.parts) expect(part.code.en, book.id).toMatch(/^[a-z]{4}\d$/);
    }
  });
});

describe("chapters", () => {
  it("are numbered 1..n in book order without gaps", () => {
    for (const book of books) {
      expect(
        book.chapters.map((chapter) => chapter.number),
        book.id,
      ).toEqual(Array.from({ length: book.chapters.length }, (_, i) => i + 1));
    }
  });

  it("of a two-part book sit in their parts in order, as many as each part states", () => {
    for (const book of books.filter((b) => b.parts.length === 2)) {
      for (const part of book.parts) {
        const inPart = book.chapters.filter((chapter) => chapter.part?.part === part.part);
        expect(inPart.length, `${book.id} part ${part.part}`).toBe(part.statedChapterCount);
        const numbers = inPart.map((chapter) => chapter.part?.number ?? 0);
        // Ganita Prakash restarts at 1 in Part II; Ganita Manjari's Part II continues at 9.
        const first = numbers[0] ?? 0;
        expect(
          first === 1 || first === inPart[0]?.number,
          `${book.id} part ${part.part} starts at ${first}`,
        ).toBe(true);
        expect(numbers).toEqual(numbers.map((_, i) => first + i));
      }
      expect(book.chapters.every((chapter) => chapter.part)).toBe(true);
      const partOrder = book.chapters.map((chapter) => chapter.part?.part);
      expect([...partOrder].sort()).toEqual(partOrder);
    }
    for (const book of books.filter((b) => b.parts.length === 1))
      expect(book.chapters.some((chapter) => chapter.part)).toBe(false);
  });

  it("have ids of their book and number, unique across every board", () => {
    const ids = chapters.map(({ chapter }) => chapter.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { book, chapter } of chapters) {
      expect(chapter.id).toBe(chapterId(book.id, chapter.number));
      expect(chapter.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-ch\d{2}$/);
      expect(findChapter(chapter.id)?.chapter).toBe(chapter);
    }
    expect(findChapter("ncert-c4-ch15")).toBeUndefined();
  });

  it("each have an English title and a Hindi title, either a source's or a working title marked as ours", () => {
    for (const { chapter } of chapters) {
      const { en, hi } = chapter.title;
      expect(en.text.trim(), chapter.id).not.toBe("");
      expect(en.text, chapter.id).not.toMatch(DEVANAGARI);
      expect(CONFIDENCES).toContain(en.confidence);
      expect(en.source.trim(), chapter.id).not.toBe("");
      expect(hi.source.trim(), chapter.id).not.toBe("");
      if (hi.text === null) {
        // No source gave it: never shown as the book's, only as our working title.
        expect(hi.confidence, chapter.id).toBe("unconfirmed");
        expect(hi.working.ours).toBe(true);
        expect(hi.working.text, chapter.id).toMatch(DEVANAGARI);
        expect(hindiTitleToShow(chapter)).toEqual({ text: hi.working.text, ours: true });
      } else {
        expect(hi.confidence, chapter.id).not.toBe("unconfirmed");
        expect(hi.working, chapter.id).toBeNull();
        expect(hi.text, chapter.id).toMatch(DEVANAGARI);
        expect(hindiTitleToShow(chapter)).toEqual({ text: hi.text, ours: false });
      }
      expect(chapter.mainSkills.trim(), chapter.id).not.toBe("");
    }
  });

  // Titles checked against the research aid word for word: a chapter that moved or was retitled shows here.
  it.each([
    ["ncert-c1-ch01", "Finding the Furry Cat!", "रोएँदार बिल्ली की खोज"],
    ["ncert-c2-ch04", "Shadow Story", null],
    ["ncert-c3-ch14", "The Surajkund Fair", "सूरजकुंड मेला"],
    ["ncert-c4-ch07", "The Cleanest Village", null],
    ["ncert-c5-ch03", "Angles as Turns", "घुमाव के रूप में कोण"],
    ["ncert-c6-ch10", "The Other Side of Zero", "शून्य के दूसरी ओर"],
    ["ncert-c7-ch09", "Geometric Twins", null],
    ["ncert-c8-ch09", "The Baudhayana-Pythagoras Theorem", null],
    ["ncert-c9-ch03", "The World of Numbers", null],
    ["ncert-c9-rm-ch10", "Heron's Formula", "हीरोन का सूत्र"],
    ["ncert-c10-ch04", "Quadratic Equations", "द्विघात समीकरण"],
  ])("%s is %s", (id, english, hindi) => {
    const found = findChapter(id);
    expect(found?.chapter.title.en.text).toBe(english);
    expect(found?.chapter.title.hi.text).toBe(hindi);
  });

  it("of Ganita Prakash 7 restart at 1 in Part II", () => {
    expect(findChapter("ncert-c7-ch09")?.chapter.part).toEqual({ part: 2, number: 1 });
    expect(findChapter("ncert-c8-ch14")?.chapter.part).toEqual({ part: 2, number: 7 });
    expect(findChapter("ncert-c9-ch09")?.chapter.part).toEqual({ part: 2, number: 9 });
  });
});

// docs/curriculum.md has a row per chapter; a title changed in the data but not on the page shows here.
it("docs/curriculum.md lists every chapter with its titles", () => {
  const page = readFileSync(path.resolve(import.meta.dirname, "../../../../docs/curriculum.md"), "utf8");
  // The chapter tables only: the chapter → skill table below them names chapters too.
  const tables = page.split("## Chapter tables")[1]?.split("## Chapter → skill table")[0] ?? "";
  const rows = new Map(
    tables
      .split("\n")
      .filter((line) => /^\| `[a-z0-9-]+-ch\d{2}`/.test(line))
      .map((line) => [line.slice(3, line.indexOf("`", 3)), line] as const),
  );
  expect([...rows.keys()].sort()).toEqual(chapters.map(({ chapter }) => chapter.id).sort());
  for (const { chapter } of chapters) {
    const shown = hindiTitleToShow(chapter);
    expect(rows.get(chapter.id), chapter.id).toContain(`| ${chapter.title.en.text} |`);
    expect(rows.get(chapter.id), chapter.id).toContain(`| ${shown.text}${shown.ours ? " †" : ""} |`);
  }
});
