import { LIMITS } from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import {
  courseOptions,
  coursesForSchool,
  coursesForStudents,
  parseLimit,
  quoteRequestOf,
  renewalTotals,
  totalsOf,
} from "./selection.ts";
import { catalogue, myCourses } from "./test-api.tsx";

describe("the wizard's selection rules", () => {
  it("reads a limit as a whole number ≥ 0 (empty is 0); anything else is refused, never another number", () => {
    expect(parseLimit("12")).toBe(12);
    expect(parseLimit(" 7 ")).toBe(7);
    expect(parseLimit("")).toBe(0);
    expect(parseLimit("999999999")).toBe(LIMITS.seatsMax);
    for (const typed of ["2.5", "2.", "1e3", "-2", "abc", "0x10", "1,000"])
      expect(parseLimit(typed), typed).toBeNull();
  });

  it("marks classes by the chosen kind's purchases and locks a course with none left", () => {
    const students = courseOptions(catalogue(), myCourses(), "students");
    const vedic = students.find((course) => course.courseId === "c-vedic");
    expect(vedic?.classes.map((klass) => klass.state.status)).toEqual(["bought", "review", "available"]);
    expect(students.map((course) => course.locked)).toEqual([false, false, true]);
    const school = courseOptions(catalogue(), myCourses(), "school");
    expect(school.find((course) => course.courseId === "c-geo")?.classes[0]?.state.status).toBe("review");
    expect(school.every((course) => !course.locked)).toBe(true);
  });

  it("prices in paise and rounds the discount once, as the server does", () => {
    const options = courseOptions(catalogue(), myCourses(), "students");
    // 3 × ₹150.50 + 1 × ₹200 = ₹651.50; 12.5 % of it is ₹81.4375 → ₹81.44.
    const selection = { "c-vedic": { 5: 3, 3: 9 }, "c-geo": { 6: 1, 7: 0 } };
    expect(totalsOf(options, selection, "students", 12.5)).toEqual({
      subtotal: 651.5,
      discount: 81.44,
      tax: 0,
      total: 570.06,
    });
    expect(renewalTotals(150.5, 3, 10)).toEqual({ subtotal: 451.5, discount: 45.15, tax: 0, total: 406.35 });
  });

  it("sends only the chosen, available classes: 0 and bought ones are dropped", () => {
    const options = courseOptions(catalogue(), myCourses(), "students");
    const selection = { "c-vedic": { 3: 9, 5: 3 }, "c-geo": { 6: 0, 7: 0 } };
    expect(coursesForStudents(options, selection)).toEqual([
      { courseId: "c-vedic", active: true, classDetails: [{ classNumber: 5, studentLimit: 3 }] },
    ]);
    const schoolOptions = courseOptions(catalogue(), myCourses(), "school");
    expect(coursesForSchool(schoolOptions, { "c-geo": { 6: 1, 7: 1 } })).toEqual([
      { courseId: "c-geo", active: true, classNumbers: [7] },
    ]);
    expect(quoteRequestOf(schoolOptions, { "c-geo": { 7: 1 } }, "school")).toEqual({
      kind: "school",
      coursesForSchool: [{ courseId: "c-geo", active: true, classNumbers: [7] }],
    });
  });
});
