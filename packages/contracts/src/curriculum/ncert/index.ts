import type { Board } from "../model.ts";
import class1Data from "./class-01.json" with { type: "json" };
import class2Data from "./class-02.json" with { type: "json" };
import class3Data from "./class-03.json" with { type: "json" };
import class4Data from "./class-04.json" with { type: "json" };
import class5Data from "./class-05.json" with { type: "json" };
import class6Data from "./class-06.json" with { type: "json" };
import class7Data from "./class-07.json" with { type: "json" };
import class8Data from "./class-08.json" with { type: "json" };
import ganitaManjariData from "./class-09-ganita-manjari.json" with { type: "json" };
import rationalisedClass9Data from "./class-09-mathematics.json" with { type: "json" };
import class10Data from "./class-10.json" with { type: "json" };
import { loadBook } from "./load.ts";

/** Each book is a data file, checked as it loads (docs/adr/0747-skills-and-books-as-json-data.md). */
const NCERT_CLASS_1 = loadBook("class-01.json", class1Data);
const NCERT_CLASS_2 = loadBook("class-02.json", class2Data);
const NCERT_CLASS_3 = loadBook("class-03.json", class3Data);
const NCERT_CLASS_4 = loadBook("class-04.json", class4Data);
const NCERT_CLASS_5 = loadBook("class-05.json", class5Data);
const NCERT_CLASS_6 = loadBook("class-06.json", class6Data);
const NCERT_CLASS_7 = loadBook("class-07.json", class7Data);
const NCERT_CLASS_8 = loadBook("class-08.json", class8Data);
const NCERT_CLASS_9_GANITA_MANJARI = loadBook("class-09-ganita-manjari.json", ganitaManjariData);
const NCERT_CLASS_9_MATHEMATICS = loadBook("class-09-mathematics.json", rationalisedClass9Data);
const NCERT_CLASS_10 = loadBook("class-10.json", class10Data);

/**
 * CBSE schools teach NCERT's mathematics books. Class 9 has two: Ganita Manjari, NCERT's book for
 * 2026-27, is the default; the rationalised Mathematics stays for schools still on it
 * (docs/curriculum.md, "Class 9").
 */
export const CBSE: Board = {
  id: "cbse",
  name: { en: "CBSE (NCERT textbooks)", hi: "सीबीएसई (एनसीईआरटी पाठ्यपुस्तकें)" },
  textbooksBy: "NCERT",
  classes: [
    { classNumber: 1, books: [NCERT_CLASS_1], defaultBookId: NCERT_CLASS_1.id },
    { classNumber: 2, books: [NCERT_CLASS_2], defaultBookId: NCERT_CLASS_2.id },
    { classNumber: 3, books: [NCERT_CLASS_3], defaultBookId: NCERT_CLASS_3.id },
    { classNumber: 4, books: [NCERT_CLASS_4], defaultBookId: NCERT_CLASS_4.id },
    { classNumber: 5, books: [NCERT_CLASS_5], defaultBookId: NCERT_CLASS_5.id },
    { classNumber: 6, books: [NCERT_CLASS_6], defaultBookId: NCERT_CLASS_6.id },
    { classNumber: 7, books: [NCERT_CLASS_7], defaultBookId: NCERT_CLASS_7.id },
    { classNumber: 8, books: [NCERT_CLASS_8], defaultBookId: NCERT_CLASS_8.id },
    {
      classNumber: 9,
      books: [NCERT_CLASS_9_GANITA_MANJARI, NCERT_CLASS_9_MATHEMATICS],
      defaultBookId: NCERT_CLASS_9_GANITA_MANJARI.id,
    },
    { classNumber: 10, books: [NCERT_CLASS_10], defaultBookId: NCERT_CLASS_10.id },
  ],
};
