import type { Book } from "../model.ts";
import { chapter, hindiOurs, title } from "./authoring.ts";

/** [S1] says it took these from the Part I and Part II prelims PDFs on ncert.nic.in (2026-10-02). */
const P1 = "[S1]: copied from the Part I contents page; code (2 more files)";
const P2 = "[S1]: copied from the Part II contents page; code (1 more file)";
const NO_HINDI = "no source found: the Hindi edition of Ganita Manjari was not seen";
const p1 = (number: number) => ({ part: { part: 1 as const, number } });
// Part II continues Part I's numbering (chapters 9–14), as [S1] read it in the Part II prelims.
const p2 = (number: number) => ({ part: { part: 2 as const, number } });

export const NCERT_CLASS_9_GANITA_MANJARI: Book = {
  id: "ncert-c9",
  classNumber: 9,
  title: { en: "Ganita Manjari", hi: null },
  publisher: "NCERT",
  firstSession: "2026-27",
  isbn: null,
  parts: [
    {
      part: 1,
      code: { en: "iemh1", hi: null },
      edition: "Part I: first edition April 2026 [S1]",
      statedChapterCount: 8,
    },
    {
      part: 2,
      code: { en: "iemh2", hi: null },
      edition: "Part II: first edition August 2026 [S1]",
      statedChapterCount: 6,
    },
  ],
  statedChapterCount: 14,
  note: "NCERT's new Class 9 book for 2026-27, replacing the rationalised Mathematics (docs/curriculum.md says why it is the default). Part I reuses the old book's code iemh1. One project warns that Part II had not been released when it looked; [S1] read Part II's prelims (August 2026). No Hindi title was found: all are ours.",
  chapters: [
    chapter(
      "ncert-c9-ch01",
      1,
      title("Orienting Yourself: The Use of Coordinates", "confirmed", P1),
      hindiOurs("स्वयं को उन्मुख करना: निर्देशांकों का उपयोग", NO_HINDI),
      "Cartesian plane, quadrants, plotting points; distances on a grid",
      p1(1),
    ),
    chapter(
      "ncert-c9-ch02",
      2,
      title("Introduction to Linear Polynomials", "confirmed", P1),
      hindiOurs("रैखिक बहुपदों का परिचय", NO_HINDI),
      "Linear polynomials ax + b: value, zero, linear patterns and their graphs",
      p1(2),
    ),
    chapter(
      "ncert-c9-ch03",
      3,
      title("The World of Numbers", "confirmed", `web (a Ganita Manjari chapter 3 solutions page); ${P1}`),
      hindiOurs("संख्याओं की दुनिया", NO_HINDI),
      "Rational and irrational numbers, decimal expansions, real number line, surds",
      p1(3),
    ),
    chapter(
      "ncert-c9-ch04",
      4,
      title("Exploring Algebraic Identities", "confirmed", P1),
      hindiOurs("बीजीय सर्वसमिकाओं की खोज", NO_HINDI),
      "Identities (a ± b)², (a + b + c)², (a ± b)³; factorisation",
      p1(4),
    ),
    chapter(
      "ncert-c9-ch05",
      5,
      title("I'm Up and Down, and Round and Round", "confirmed", P1),
      hindiOurs("मैं ऊपर-नीचे, और गोल-गोल", NO_HINDI),
      "Circles: chords, arcs, angles subtended; cyclic quadrilaterals",
      p1(5),
    ),
    chapter(
      "ncert-c9-ch06",
      6,
      title("Measuring Space: Perimeter and Area", "confirmed", P1),
      hindiOurs("स्थान का मापन: परिमाप और क्षेत्रफल", NO_HINDI),
      "Circumference and π; areas of triangles (Heron's formula), circles and sectors",
      p1(6),
    ),
    chapter(
      "ncert-c9-ch07",
      7,
      title("The Mathematics of Maybe: Introduction to Probability", "confirmed", P1),
      hindiOurs("'शायद' का गणित: प्रायिकता का परिचय", NO_HINDI),
      "Probability scale; experimental and theoretical probability; sample spaces",
      p1(7),
    ),
    chapter(
      "ncert-c9-ch08",
      8,
      title("Predicting What Comes Next: Exploring Sequences and Progressions", "confirmed", P1),
      hindiOurs("आगे क्या आएगा: अनुक्रमों और श्रेढ़ियों की खोज", NO_HINDI),
      "Sequences and their rules; arithmetic progressions: nth term and sums",
      p1(8),
    ),
    chapter(
      "ncert-c9-ch09",
      9,
      title("Propositions and their Converses", "confirmed", P2),
      hindiOurs("प्रतिज्ञप्तियाँ और उनके विलोम", NO_HINDI),
      "If–then statements, converses, counterexamples and short proofs",
      p2(9),
    ),
    chapter(
      "ncert-c9-ch10",
      10,
      title("How Quantities Combine: Understanding Data", "confirmed", P2),
      hindiOurs("राशियाँ कैसे मिलती हैं: आँकड़ों को समझना", NO_HINDI),
      "Weighted averages; charts of parts of a whole; frequency tables",
      { ...p2(10), mainSkillsUncertain: true },
    ),
    chapter(
      "ncert-c9-ch11",
      11,
      title("The World of Algorithms", "confirmed", P2),
      hindiOurs("कलन-विधियों की दुनिया", NO_HINDI),
      "Step-by-step procedures; Euclid's algorithm for the GCD; counting steps",
      p2(11),
    ),
    chapter(
      "ncert-c9-ch12",
      12,
      title("Quadrilaterals", "confirmed", P2),
      hindiOurs("चतुर्भुज", NO_HINDI),
      "Parallelogram properties; mid-point theorem",
      p2(12),
    ),
    chapter(
      "ncert-c9-ch13",
      13,
      title("Two Variables, One Line", "confirmed", P2),
      hindiOurs("दो चर, एक रेखा", NO_HINDI),
      "Linear equations ax + by + c = 0: solutions, graphs, slope",
      p2(13),
    ),
    chapter(
      "ncert-c9-ch14",
      14,
      title("Math of Space: Surface Area and Volume", "confirmed", P2),
      hindiOurs("स्थान का गणित: पृष्ठीय क्षेत्रफल और आयतन", NO_HINDI),
      "Surface area and volume of cuboids, cylinders, cones and spheres",
      p2(14),
    ),
  ],
};
