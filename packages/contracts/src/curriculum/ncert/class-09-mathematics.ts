import type { Book } from "../model.ts";
import { chapter, hindi, title } from "./authoring.ts";

const EN = "web [33] (the 2025-26 syllabus)";
const HI = "web [34] (an older 15-chapter list, used for wording only)";
const c = (
  id: string,
  number: number,
  en: string,
  hi: string,
  skills: string,
  hiConfidence: "corroborated" | "low" = "corroborated",
  hiSource = HI,
) => chapter(id, number, title(en, "confirmed", EN), hindi(hi, hiConfidence, hiSource), skills);

export const NCERT_CLASS_9_MATHEMATICS: Book = {
  id: "ncert-c9-rm",
  classNumber: 9,
  title: { en: "Mathematics (rationalised)", hi: title("गणित", "low", "not separately confirmed") },
  publisher: "NCERT",
  firstSession: "2023-24",
  isbn: null,
  parts: [
    {
      part: 1,
      code: { en: "iemh1", hi: null },
      edition: "Rationalised edition, in use 2023-24 to 2025-26",
      statedChapterCount: 12,
    },
  ],
  statedChapterCount: 12,
  note: "The book Class 9 used until 2025-26 (Constructions, Areas of Parallelograms and Triangles and Probability removed, 12 chapters left [33]); replaced by Ganita Manjari from 2026-27 and kept for schools and children still using it.",
  chapters: [
    c(
      "ncert-c9-rm-ch01",
      1,
      "Number Systems",
      "संख्या पद्धति",
      "Rational and irrational numbers, decimal expansions, number line, laws of exponents",
    ),
    c(
      "ncert-c9-rm-ch02",
      2,
      "Polynomials",
      "बहुपद",
      "Polynomials in one variable, zeroes, remainder and factor theorems, identities",
    ),
    c("ncert-c9-rm-ch03", 3, "Coordinate Geometry", "निर्देशांक ज्यामिति", "Cartesian plane; plotting points"),
    c(
      "ncert-c9-rm-ch04",
      4,
      "Linear Equations in Two Variables",
      "दो चरों वाले रैखिक समीकरण",
      "Linear equations ax+by+c=0; solutions",
    ),
    c(
      "ncert-c9-rm-ch05",
      5,
      "Introduction to Euclid's Geometry",
      "यूक्लिड की ज्यामिति का परिचय",
      "Euclid's definitions, axioms, postulates",
    ),
    c(
      "ncert-c9-rm-ch06",
      6,
      "Lines and Angles",
      "रेखाएँ और कोण",
      "Angle pairs; parallel lines and a transversal",
      "low",
      `${HI}: it writes "रेखाएँ एवं कोण"`,
    ),
    c(
      "ncert-c9-rm-ch07",
      7,
      "Triangles",
      "त्रिभुज",
      "Congruence (SAS, ASA, SSS, RHS), properties, inequalities",
    ),
    c("ncert-c9-rm-ch08", 8, "Quadrilaterals", "चतुर्भुज", "Parallelogram properties; mid-point theorem"),
    c("ncert-c9-rm-ch09", 9, "Circles", "वृत्त", "Chords, arcs, angles subtended, cyclic quadrilaterals"),
    c("ncert-c9-rm-ch10", 10, "Heron's Formula", "हीरोन का सूत्र", "Area of a triangle from its three sides"),
    c(
      "ncert-c9-rm-ch11",
      11,
      "Surface Areas and Volumes",
      "पृष्ठीय क्षेत्रफल और आयतन",
      "Surface area and volume of cones and spheres",
      "low",
      `${HI}: it writes "पृष्ठीय क्षेत्रफल एवं आयतन"`,
    ),
    c(
      "ncert-c9-rm-ch12",
      12,
      "Statistics",
      "सांख्यिकी",
      "Presenting data: bar graphs, histograms, frequency polygons",
    ),
  ],
};
