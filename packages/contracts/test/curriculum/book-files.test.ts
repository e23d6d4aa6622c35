import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CBSE } from "@ganit/contracts/curriculum/index";
import { loadBook } from "@ganit/contracts/curriculum/ncert/load";
import { describe, expect, it } from "vitest";

/**
 * The NCERT books are data files (packages/contracts/src/curriculum/ncert/*.json, ADR 0747), each
 * checked against the book schema as the contracts load it. Every file in the folder is read from
 * disk here, so one the board forgot to list is caught too.
 */
const FOLDER = path.resolve(import.meta.dirname, "../../src/curriculum/ncert");
const onDisk = readdirSync(FOLDER)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((file) => ({ file, data: JSON.parse(readFileSync(path.join(FOLDER, file), "utf8")) as unknown }));

/** Class 6's book with one change made to a deep copy of it. */
function classSixWith(change: (book: Record<string, unknown>) => void): unknown {
  const found = onDisk.find((f) => f.file === "class-06.json");
  if (!found) throw new Error("class-06.json is missing");
  const book = structuredClone(found.data) as Record<string, unknown>;
  change(book);
  return book;
}

describe("the book data files", () => {
  it("are each a book the board lists, and the board lists no other", () => {
    const listed = CBSE.classes.flatMap((klass) => klass.books);
    expect(listed).toHaveLength(onDisk.length);
    for (const { file, data } of onDisk) {
      const book = loadBook(file, data);
      expect(
        listed.find((b) => b.id === book.id),
        file,
      ).toEqual(book);
    }
  });

  it("a wrong field fails with the file's name and the field's place", () => {
    const noConfidence = classSixWith((book) => {
      const [first] = book.chapters as { title: { en: Record<string, unknown> } }[];
      if (first) delete first.title.en.confidence;
    });
    expect(() => loadBook("class-06.json", noConfidence)).toThrow(
      /class-06\.json \.chapters\[0\]\.title\.en\.confidence: /,
    );
    const badClass = classSixWith((book) => {
      book.classNumber = 11;
    });
    expect(() => loadBook("class-06.json", badClass)).toThrow(/class-06\.json \.classNumber: /);
  });

  it("a Hindi title of ours must say so: no text of NCERT's, a working title marked ours", () => {
    const unmarked = classSixWith((book) => {
      const [first] = book.chapters as { title: { hi: Record<string, unknown> } }[];
      if (first)
        first.title.hi = { text: null, confidence: "unconfirmed", source: "none", working: { text: "x" } };
    });
    expect(() => loadBook("class-06.json", unmarked)).toThrow(/\.chapters\[0\]\.title\.hi/);
  });

  it("a misspelt key is an error, not a field quietly dropped", () => {
    const misspelt = classSixWith((book) => {
      book.publsher = book.publisher;
    });
    expect(() => loadBook("class-06.json", misspelt)).toThrow(/publsher/);
  });
});
