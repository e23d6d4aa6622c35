import type { EnablementKind } from "@ganit/contracts";

/** What the demo's buyers bought (course names of the demo catalogue), written by ./purchases.ts. */

export type Line = { course: string; classNumber: number; seats?: number | "pupils"; renewal?: boolean };
export type DemoPurchase = {
  kind: EnablementKind;
  utr: string;
  status: "pending" | "verified" | "rejected";
  createdDaysAgo: number;
  decidedDaysAgo?: number;
  reason?: string;
  lines: Line[];
};

/** What each demo buyer bought (course names of the demo catalogue). */
export const SUNRISE_PURCHASES: DemoPurchase[] = [
  {
    kind: "students",
    utr: "502411000101",
    status: "verified",
    createdDaysAgo: 30,
    decidedDaysAgo: 29,
    lines: [
      { course: "Vedic Math", classNumber: 5, seats: "pupils" },
      { course: "Vedic Math", classNumber: 7, seats: "pupils" },
      { course: "Magic Math", classNumber: 4, seats: "pupils" },
      { course: "Magic Math", classNumber: 6, seats: "pupils" },
      // The syllabus's Class 4 (Asha's class): her chapter view opens its practice.
      { course: "Mathematics", classNumber: 4, seats: "pupils" },
    ],
  },
  {
    kind: "students",
    utr: "SBIN0052025110400017",
    status: "rejected",
    createdDaysAgo: 12,
    decidedDaysAgo: 11,
    reason: "No payment with this UTR number reached the platform's account.",
    lines: [{ course: "Math Lab", classNumber: 6, seats: 20 }],
  },
  {
    kind: "students",
    utr: "502411000188",
    status: "pending",
    createdDaysAgo: 2,
    lines: [
      { course: "Geo Math", classNumber: 5, seats: "pupils" },
      { course: "Geo Math", classNumber: 7, seats: "pupils" },
    ],
  },
  {
    kind: "students",
    utr: "502411000190",
    status: "pending",
    createdDaysAgo: 1,
    lines: [{ course: "Vedic Math", classNumber: 5, seats: 10, renewal: true }],
  },
];
export const GREEN_VALLEY_PURCHASES: DemoPurchase[] = [
  {
    kind: "students",
    utr: "HDFC0002025102500042",
    status: "verified",
    createdDaysAgo: 25,
    decidedDaysAgo: 24,
    lines: [5, 6, 7, 8].map((classNumber) => ({
      course: "Mathematics",
      classNumber,
      seats: "pupils" as const,
    })),
  },
  {
    kind: "school",
    utr: "502411000245",
    status: "pending",
    createdDaysAgo: 3,
    lines: [4, 6, 8].map((classNumber) => ({ course: "Puzzles & Riddles", classNumber })),
  },
];
export const LEARNER_PURCHASES: DemoPurchase[] = [
  {
    kind: "students",
    utr: "502411000307",
    status: "verified",
    createdDaysAgo: 9,
    decidedDaysAgo: 8,
    lines: [{ course: "Vedic Math", classNumber: 7, seats: 1 }],
  },
  {
    kind: "students",
    utr: "502411000311",
    status: "pending",
    createdDaysAgo: 1,
    lines: [{ course: "Geo Math", classNumber: 7, seats: 1 }],
  },
];
