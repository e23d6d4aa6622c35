import type { Book } from "../model.ts";
import { chapter, hindi, title } from "./authoring.ts";

const EN = "web [35]";
const CODE = "code (3+ files, among them [C6])";
const c = (id: string, number: number, en: string, hi: ReturnType<typeof hindi>, skills: string) =>
  chapter(id, number, title(en, "confirmed", EN), hi, skills);

export const NCERT_CLASS_10: Book = {
  id: "ncert-c10",
  classNumber: 10,
  title: { en: "Mathematics (rationalised)", hi: title("गणित", "low", 'code [C6]: "गणित, कक्षा X"') },
  publisher: "NCERT",
  firstSession: "2023-24",
  isbn: null,
  parts: [
    {
      part: 1,
      code: { en: "jemh1", hi: "jhmh1" },
      edition: "Rationalised edition, in use from 2023-24",
      statedChapterCount: 14,
    },
  ],
  statedChapterCount: 14,
  note: "14 chapters by [35] (chapter files jemh101–jemh114 in a code catalogue). Hindi titles agree across several code files; three are also on Hindi web pages.",
  chapters: [
    c(
      "ncert-c10-ch01",
      1,
      "Real Numbers",
      hindi("वास्तविक संख्याएँ", "corroborated", CODE),
      "Fundamental Theorem of Arithmetic; proving irrationality",
    ),
    c(
      "ncert-c10-ch02",
      2,
      "Polynomials",
      hindi("बहुपद", "confirmed", "web [36][37]"),
      "Zeroes and coefficients of quadratic polynomials",
    ),
    c(
      "ncert-c10-ch03",
      3,
      "Pair of Linear Equations in Two Variables",
      hindi("दो चर वाले रैखिक समीकरण युग्म", "corroborated", CODE),
      "Graphical, substitution and elimination methods; consistency",
    ),
    c(
      "ncert-c10-ch04",
      4,
      "Quadratic Equations",
      hindi("द्विघात समीकरण", "confirmed", "web [38]"),
      "Factorisation, quadratic formula, nature of roots",
    ),
    c(
      "ncert-c10-ch05",
      5,
      "Arithmetic Progressions",
      hindi("समांतर श्रेढ़ियाँ", "confirmed", "web (a search snippet [39]); code"),
      "nth term and sum of n terms of an AP",
    ),
    c(
      "ncert-c10-ch06",
      6,
      "Triangles",
      hindi("त्रिभुज", "corroborated", CODE),
      "Similarity; Basic Proportionality Theorem",
    ),
    c(
      "ncert-c10-ch07",
      7,
      "Coordinate Geometry",
      hindi("निर्देशांक ज्यामिति", "corroborated", CODE),
      "Distance and section formulae",
    ),
    c(
      "ncert-c10-ch08",
      8,
      "Introduction to Trigonometry",
      hindi("त्रिकोणमिति का परिचय", "corroborated", CODE),
      "Trigonometric ratios, standard angles, identities",
    ),
    c(
      "ncert-c10-ch09",
      9,
      "Some Applications of Trigonometry",
      hindi("त्रिकोणमिति के कुछ अनुप्रयोग", "corroborated", CODE),
      "Heights and distances; angles of elevation and depression",
    ),
    c("ncert-c10-ch10", 10, "Circles", hindi("वृत्त", "corroborated", CODE), "Tangents to a circle"),
    c(
      "ncert-c10-ch11",
      11,
      "Areas Related to Circles",
      hindi("वृत्तों से संबंधित क्षेत्रफल", "low", "one code source [C6]"),
      "Areas of sectors and segments",
    ),
    c(
      "ncert-c10-ch12",
      12,
      "Surface Areas and Volumes",
      hindi("पृष्ठीय क्षेत्रफल और आयतन", "corroborated", CODE),
      "Surface area and volume of combined solids",
    ),
    c(
      "ncert-c10-ch13",
      13,
      "Statistics",
      hindi("सांख्यिकी", "corroborated", CODE),
      "Mean, median and mode of grouped data",
    ),
    c(
      "ncert-c10-ch14",
      14,
      "Probability",
      hindi("प्रायिकता", "corroborated", CODE),
      "Classical probability of single events",
    ),
  ],
};
