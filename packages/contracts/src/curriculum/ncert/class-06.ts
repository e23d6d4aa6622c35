import type { Book } from "../model.ts";
import { chapter, hindi, S1_CONTENTS, title } from "./authoring.ts";

const EN = `web [19][20]; ${S1_CONTENTS}`;
const CODE = "code (2+ unrelated files agree); not checked against the book";
/** [S1]'s study of NCERT's own chapter PDFs names the Hindi chapter (file fhgp1NN). */
const PDF = "[S1]: read in the Hindi edition's chapter PDF (code)";

export const NCERT_CLASS_6: Book = {
  id: "ncert-c6",
  classNumber: 6,
  title: { en: "Ganita Prakash", hi: title("गणित प्रकाश", "corroborated", "code (several files)") },
  publisher: "NCERT",
  firstSession: "2024-25",
  isbn: null,
  parts: [
    {
      part: 1,
      code: { en: "fegp1", hi: "fhgp1" },
      edition: "First edition for 2024-25 [S1]",
      statedChapterCount: 10,
    },
  ],
  statedChapterCount: 10,
  note: "10 chapters by [19], [20] and [S1]; ISBN not seen. The Hindi edition's code fhgp1 and two Hindi titles come from [S1]'s reading of the chapter PDFs; the others are what several code files agree on.",
  chapters: [
    chapter(
      "ncert-c6-ch01",
      1,
      title("Patterns in Mathematics", "confirmed", EN),
      hindi("गणित में पैटर्न", "corroborated", `${CODE} (5+ files)`),
      "Number sequences (odd, square, triangular, cube numbers); visual patterns",
    ),
    chapter(
      "ncert-c6-ch02",
      2,
      title("Lines and Angles", "confirmed", EN),
      hindi("रेखाएँ और कोण", "corroborated", CODE),
      "Point, line, ray, segment; angles; measuring with a protractor; types of angles",
    ),
    chapter(
      "ncert-c6-ch03",
      3,
      title("Number Play", "confirmed", `web [19][21]; ${S1_CONTENTS}`),
      hindi("संख्याओं का खेल", "corroborated", CODE),
      "Number sense, digit puzzles, parity, estimation, Kaprekar-type puzzles",
    ),
    chapter(
      "ncert-c6-ch04",
      4,
      title("Data Handling and Presentation", "confirmed", EN),
      hindi("आँकड़ों का प्रबंधन और प्रस्तुतीकरण", "corroborated", CODE),
      "Collecting and organising data; pictographs, bar graphs",
    ),
    chapter(
      "ncert-c6-ch05",
      5,
      title("Prime Time", "confirmed", EN),
      hindi("अभाज्य समय", "corroborated", `${CODE} (3+ files)`),
      "Factors and multiples, primes and composites, divisibility, prime factorisation",
    ),
    chapter(
      "ncert-c6-ch06",
      6,
      title("Perimeter and Area", "confirmed", EN),
      hindi("परिमाप और क्षेत्रफल", "corroborated", CODE),
      "Perimeter and area of rectangles, squares, triangles",
    ),
    chapter(
      "ncert-c6-ch07",
      7,
      title("Fractions", "confirmed", EN),
      hindi("भिन्न", "confirmed", `${PDF}; code`),
      "Fractions on the number line; equivalent fractions; comparing, adding, subtracting",
    ),
    chapter(
      "ncert-c6-ch08",
      8,
      title("Playing with Constructions", "confirmed", EN),
      hindi("रचनाओं के साथ खेलना", "corroborated", CODE),
      "Compass-and-ruler constructions (circles, perpendiculars, squares, rectangles)",
    ),
    chapter(
      "ncert-c6-ch09",
      9,
      title("Symmetry", "confirmed", EN),
      hindi("सममिति", "corroborated", `${CODE} (3+ files; one gives "समरूपता")`),
      "Line and rotational symmetry",
    ),
    chapter(
      "ncert-c6-ch10",
      10,
      title("The Other Side of Zero", "confirmed", EN),
      hindi(
        "शून्य के दूसरी ओर",
        "confirmed",
        `${PDF}; a PDF-reading script quotes the printed heading; code (3+ files; one gives "शून्य का दूसरा पक्ष")`,
      ),
      "Negative numbers and integers; number line; adding and subtracting integers",
    ),
  ],
};
