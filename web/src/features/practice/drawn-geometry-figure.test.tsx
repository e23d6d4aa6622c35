import type { StoredItem } from "@ganit/contracts";
import { generateItem, toStudentItem } from "@ganit/contracts/practice/index";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SpokenPrompt } from "./spoken-prompt.tsx";

/**
 * A drawn geometry question (a circle, a solid, the coordinate plane, a triangle or quadrilateral
 * with its marks) as the phone shows it: the
 * picture is one image named by its text alternative in the child's language, its drawing hidden
 * from the screen reader; with Devanagari digits chosen, the lengths written on the drawing change
 * with the words while the drawing's coordinates stay as drawn.
 */
const asked = (generator: string, step: number, seed: number, locale: "en" | "hi") =>
  toStudentItem(
    generateItem({ generator: generator as "solids", min: step, max: step }, 0, seed, locale) as StoredItem,
    1,
    "practice",
  );

describe("a drawn geometry question", () => {
  it.each([
    ["circleTangents", 1, /tangent from the point P touches it at T/],
    ["solids", 2, /drawn to scale/],
    ["cartesianPlane", 5, /coordinate plane with the points A/],
    ["quadrilaterals", 1, /Parallelogram ABCD/],
    ["quadrilaterals", 3, /Rhombus ABCD/],
    ["similarTriangles", 1, /DE parallel to BC/],
    ["shapeFacts", 10, /Triangles ABC and PQR/],
  ] as const)("%s: one image, named in English, its drawing hidden", (generator, step, name) => {
    const { container } = render(<SpokenPrompt item={asked(generator, step, 3, "en")} />);
    const image = screen.getByRole("img");
    expect(image.getAttribute("aria-label")).toMatch(name);
    const svg = container.querySelector("figure svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.querySelectorAll("text").length).toBeGreaterThan(1);
  });

  it("in Hindi with Devanagari digits: the written lengths in Devanagari, the drawing where it was", () => {
    const item = asked("circleTangents", 1, 3, "hi");
    const { container } = render(<SpokenPrompt item={item} devanagari />);
    expect(screen.getByRole("img").getAttribute("aria-label")).toMatch(/[\u0900-\u097f]/);
    const lengths = [...container.querySelectorAll("text[data-length]")].map((t) => t.textContent);
    expect(lengths.filter((t) => t !== "?")).toHaveLength(2);
    for (const length of lengths.filter((t) => t !== "?")) expect(length).toMatch(/^[०-९]+ cm$/);
    const circle = container.querySelector("circle[data-circle]");
    expect(circle?.getAttribute("cx")).toMatch(/^[\d.]+$/);
  });
});
