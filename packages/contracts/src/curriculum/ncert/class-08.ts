import type { Book } from "../model.ts";
import { chapter, hindi, hindiOurs, S1_CONTENTS, title } from "./authoring.ts";

const CODE = `${S1_CONTENTS}; code (2+ files)`;
const PDF = "[S1]: read in the Hindi edition's chapter PDF (code)";
const p1 = (number: number) => ({ part: { part: 1 as const, number } });
const p2 = (number: number) => ({ part: { part: 2 as const, number } });

export const NCERT_CLASS_8: Book = {
  id: "ncert-c8",
  classNumber: 8,
  title: {
    en: "Ganita Prakash",
    hi: title("गणित प्रकाश", "corroborated", "code; Hindi chapter codes hhgp1NN in [S1]"),
  },
  publisher: "NCERT",
  firstSession: "2025-26",
  isbn: null,
  parts: [
    {
      part: 1,
      code: { en: "hegp1", hi: "hhgp1" },
      edition: "Part I: released July 2025 [28][29]; reprinted 2026-27 [S1]",
      statedChapterCount: 7,
    },
    {
      part: 2,
      code: { en: "hegp2", hi: null },
      edition: "Part II: first edition December 2025 [29][S1]",
      statedChapterCount: 7,
    },
  ],
  statedChapterCount: 14,
  note: "Two parts; Part II restarts its numbering at 1, so a chapter's number here is its place in the whole book. Counts and titles by [S1]. Two Hindi titles were read in the Hindi chapter PDFs; the others are ours.",
  chapters: [
    chapter(
      "ncert-c8-ch01",
      1,
      title("A Square and A Cube", "confirmed", `web [27][30]; ${S1_CONTENTS}`),
      hindi("वर्ग और घन", "confirmed", PDF),
      "Perfect squares and cubes; square and cube roots; patterns",
      p1(1),
    ),
    chapter(
      "ncert-c8-ch02",
      2,
      title("Power Play", "confirmed", CODE),
      hindi("घातों का खेल", "confirmed", PDF),
      "Exponents and powers; laws of exponents; scientific notation",
      p1(2),
    ),
    chapter(
      "ncert-c8-ch03",
      3,
      title("A Story of Numbers", "confirmed", `${CODE}; content matches [28]`),
      hindiOurs("संख्याओं की कहानी"),
      "History of number systems; bases and place value; the Hindu–Arabic system and zero",
      p1(3),
    ),
    chapter(
      "ncert-c8-ch04",
      4,
      title("Quadrilaterals", "confirmed", CODE),
      hindiOurs("चतुर्भुज"),
      "Properties of parallelograms, rhombuses, rectangles, squares; angle sum",
      p1(4),
    ),
    chapter(
      "ncert-c8-ch05",
      5,
      title("Number Play", "confirmed", CODE),
      hindiOurs("संख्याओं का खेल"),
      "Divisibility, number puzzles, digit tricks",
      p1(5),
    ),
    chapter(
      "ncert-c8-ch06",
      6,
      title("We Distribute, Yet Things Multiply", "confirmed", `web [31]; ${S1_CONTENTS}`),
      hindiOurs("हम बाँटते हैं, फिर भी चीज़ें गुणा होती हैं"),
      "Distributive property; identities (a±b)², (a+b)(a−b); simplifying",
      p1(6),
    ),
    chapter(
      "ncert-c8-ch07",
      7,
      title("Proportional Reasoning-1", "confirmed", `web [31][32]; ${S1_CONTENTS}`),
      hindiOurs("समानुपातिक तर्क-1"),
      "Ratios, proportion, unitary method, unit conversions",
      p1(7),
    ),
    chapter(
      "ncert-c8-ch08",
      8,
      title("Fractions in Disguise", "confirmed", `${CODE}; content matches [29]`),
      hindiOurs("भेष बदले भिन्न"),
      "Percentages as fractions; percentage change, profit, discount",
      p2(1),
    ),
    chapter(
      "ncert-c8-ch09",
      9,
      title("The Baudhayana-Pythagoras Theorem", "confirmed", CODE),
      hindiOurs("बौधायन-पाइथागोरस प्रमेय"),
      "Right triangles; the theorem and its uses; triples",
      p2(2),
    ),
    chapter(
      "ncert-c8-ch10",
      10,
      title("Proportional Reasoning-2", "confirmed", CODE),
      hindiOurs("समानुपातिक तर्क-2"),
      "Three-term ratios, dividing in a ratio, pie charts, inverse proportion",
      p2(3),
    ),
    chapter(
      "ncert-c8-ch11",
      11,
      title("Exploring Some Geometric Themes", "confirmed", CODE),
      hindiOurs("कुछ ज्यामितीय विषयों की खोज"),
      "Fractals; nets and views of solids; Euler's formula for polyhedra",
      { ...p2(4), mainSkillsUncertain: true },
    ),
    chapter(
      "ncert-c8-ch12",
      12,
      title("Tales by Dots and Lines", "confirmed", CODE),
      hindiOurs("बिंदुओं और रेखाओं की कहानियाँ"),
      "The mean as a balance point; reading and drawing line graphs",
      { ...p2(5), mainSkillsUncertain: true },
    ),
    chapter(
      "ncert-c8-ch13",
      13,
      title("Algebra Play", "confirmed", CODE),
      hindiOurs("बीजगणित का खेल"),
      "Algebra behind number tricks and puzzles; simple equations",
      p2(6),
    ),
    chapter(
      "ncert-c8-ch14",
      14,
      title("Area", "confirmed", CODE),
      hindiOurs("क्षेत्रफल"),
      "Areas of parallelograms, triangles, trapeziums and composite figures",
      p2(7),
    ),
  ],
};
