import { steps } from "./class-08-10-steps.ts";
import { kindSteps } from "./levels.ts";
import { defineSkills } from "./model.ts";

/**
 * Class 9's skills written for the rationalised Mathematics book's chapters that Ganita Manjari has no
 * chapter for: Coordinate Geometry (the plane itself), Euclid's geometry, Lines and Angles, and
 * Triangles. The angle and triangle skills are served by the Classes 6–7 generators at their hardest
 * levels: the facts are the same, and Class 9 is where they are proved.
 */
export const CLASS_9_RATIONALISED_SKILLS = defineSkills([
  {
    id: "c9-quadrants-and-axes",
    classNumber: 9,
    chapters: ["ncert-c9-rm-ch03", "ncert-c9-ch01"],
    name: { en: "Quadrants, axes and distance from an axis", hi: "चतुर्थांश, अक्ष और अक्ष से दूरी" },
    generator: "cartesianPlane",
    steps: steps(1),
  },
  {
    id: "c9-moving-on-the-plane",
    classNumber: 9,
    // Also Ganita Manjari's linear polynomials chapter, whose lines are drawn on the plane.
    chapters: ["ncert-c9-rm-ch03", "ncert-c9-ch02"],
    name: {
      en: "Moving a point; lengths and areas from coordinates",
      hi: "बिंदु को खिसकाना; निर्देशांकों से लंबाई और क्षेत्रफल",
    },
    generator: "cartesianPlane",
    steps: steps(4),
  },
  {
    id: "c9-euclid-axioms-and-postulates",
    classNumber: 9,
    chapters: ["ncert-c9-rm-ch05"],
    name: {
      en: "Which axiom or postulate a step uses",
      hi: "कोई चरण किस अभिगृहीत या अभिधारणा का उपयोग करता है",
    },
    generator: "euclidGeometry",
    steps: steps(1),
  },
  {
    id: "c9-euclid-equals-and-lines",
    classNumber: 9,
    chapters: ["ncert-c9-rm-ch05"],
    name: {
      en: "Equal parts from Euclid's axioms; lines through points",
      hi: "यूक्लिड के अभिगृहीतों से बराबर भाग; बिंदुओं से जाने वाली रेखाएँ",
    },
    generator: "euclidGeometry",
    steps: steps(4),
  },
  {
    id: "c9-linear-pairs-and-vertical-angles",
    classNumber: 9,
    chapters: ["ncert-c9-rm-ch06"],
    name: {
      en: "Linear pairs and vertically opposite angles in a figure",
      hi: "चित्र में रैखिक युग्म और शीर्षाभिमुख कोण",
    },
    generator: "angleFigures",
    steps: [
      { min: 3, max: 3 },
      { min: 5, max: 5 },
      { min: 3, max: 6 },
    ],
  },
  {
    id: "c9-parallel-lines-and-a-transversal",
    classNumber: 9,
    chapters: ["ncert-c9-rm-ch06"],
    name: {
      en: "Parallel lines and a transversal: find the angle",
      hi: "समांतर रेखाएँ और तिर्यक रेखा: कोण ज्ञात करो",
    },
    generator: "angleFigures",
    steps: kindSteps(3),
  },
  {
    id: "c9-angle-facts-for-proofs",
    classNumber: 9,
    chapters: ["ncert-c9-rm-ch06", "ncert-c9-rm-ch07"],
    name: {
      en: "Corresponding, alternate and co-interior angles; the exterior angle",
      hi: "संगत, एकांतर और सह-अंतः कोण; बहिष्कोण",
    },
    generator: "angleFacts",
    steps: [
      { min: 5, max: 5 },
      { min: 6, max: 7 },
      { min: 5, max: 8 },
    ],
  },
  {
    id: "c9-congruence-criteria",
    classNumber: 9,
    chapters: ["ncert-c9-rm-ch07"],
    name: {
      en: "Which rule shows two triangles congruent (SAS, ASA, SSS, RHS)",
      hi: "कौन-सा नियम दो त्रिभुजों को सर्वांगसम दिखाता है (SAS, ASA, SSS, RHS)",
    },
    generator: "shapeFacts",
    steps: kindSteps(4),
  },
  {
    id: "c9-angles-in-triangles",
    classNumber: 9,
    chapters: ["ncert-c9-rm-ch07"],
    name: {
      en: "Angles of a triangle: angle sum, exterior angle, isosceles triangle",
      hi: "त्रिभुज के कोण: कोणों का योग, बहिष्कोण, समद्विबाहु त्रिभुज",
    },
    generator: "angleFigures",
    steps: kindSteps(4),
  },
]);
