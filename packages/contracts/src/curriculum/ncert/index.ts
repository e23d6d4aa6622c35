import type { Board } from "../model.ts";
import { NCERT_CLASS_1 } from "./class-01.ts";
import { NCERT_CLASS_2 } from "./class-02.ts";
import { NCERT_CLASS_3 } from "./class-03.ts";
import { NCERT_CLASS_4 } from "./class-04.ts";
import { NCERT_CLASS_5 } from "./class-05.ts";
import { NCERT_CLASS_6 } from "./class-06.ts";
import { NCERT_CLASS_7 } from "./class-07.ts";
import { NCERT_CLASS_8 } from "./class-08.ts";
import { NCERT_CLASS_9_GANITA_MANJARI } from "./class-09-ganita-manjari.ts";
import { NCERT_CLASS_9_MATHEMATICS } from "./class-09-mathematics.ts";
import { NCERT_CLASS_10 } from "./class-10.ts";

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
