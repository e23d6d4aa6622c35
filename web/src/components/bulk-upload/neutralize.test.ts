import { describe, expect, it } from "vitest";
import { neutralizeCell, neutralizeRows } from "./neutralize.ts";

describe("neutralizeCell", () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', '\'=HYPERLINK("http://evil.example","Click")'],
    ["+91 98765 43210", "'+91 98765 43210"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
  ])("makes %j plain text", (value, expected) => {
    expect(neutralizeCell(value)).toBe(expected);
  });

  it("leaves ordinary text, numbers and empty cells alone", () => {
    expect(neutralizeCell("Asha Verma")).toBe("Asha Verma");
    expect(neutralizeCell("asha=1@school.in")).toBe("asha=1@school.in");
    expect(neutralizeCell(" =not at the start")).toBe(" =not at the start");
    expect(neutralizeCell(-4)).toBe(-4);
    expect(neutralizeCell(7)).toBe(7);
    expect(neutralizeCell("")).toBe("");
    expect(neutralizeCell(null)).toBe(null);
  });

  it("neutralizes every cell of every row", () => {
    expect(
      neutralizeRows([
        ["=1", 2],
        ["ok", "@x"],
      ]),
    ).toEqual([
      ["'=1", 2],
      ["ok", "'@x"],
    ]);
  });
});
