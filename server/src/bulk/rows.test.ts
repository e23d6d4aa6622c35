import {
  classNumberSchema,
  dobSchema,
  looksLikeOneTimeCode,
  normaliseOneTimeCode,
  sheetDateToIso,
  studentBulkRowSchema,
} from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import { newOneTimeCodes } from "../modules/users/bulk-accounts.ts";
import { validateRows } from "./rows.ts";

describe("what a sheet sends", () => {
  it("turns a sheet's dates into ISO: dd-mm-yyyy text, Excel serial days, Dates; leaves the rest for the server to refuse", () => {
    expect(sheetDateToIso("09-03-2016")).toBe("2016-03-09");
    expect(sheetDateToIso("9/3/2016")).toBe("2016-03-09");
    expect(sheetDateToIso(42438)).toBe("2016-03-09"); // Excel's serial of 9 March 2016
    expect(sheetDateToIso("42438")).toBe("2016-03-09");
    expect(sheetDateToIso(25569)).toBe("1970-01-01");
    expect(sheetDateToIso(new Date(2016, 2, 9))).toBe("2016-03-09");
    expect(sheetDateToIso("2016-03-09")).toBe("2016-03-09");
    expect(sheetDateToIso("next tuesday")).toBe("next tuesday");
  });

  it("takes Class as a number or numeric text, 1 to 10 only", () => {
    expect(classNumberSchema.parse("4")).toBe(4);
    expect(classNumberSchema.parse(" 10 ")).toBe(10);
    for (const bad of [0, 11, "4.5", 4.5, "four", "", null])
      expect(classNumberSchema.safeParse(bad).success).toBe(false);
  });

  it("takes a real date of birth from 1900 to today", () => {
    expect(dobSchema.parse("2016-02-29")).toBe("2016-02-29");
    for (const bad of ["2015-02-29", "2016-13-01", "1899-12-31", "9999-01-01", "09-03-2016", ""]) {
      expect(dobSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("numbers row errors as the sheet does (header = row 1) and reports each bad field once", () => {
    const { parsed, errors } = validateRows(
      [
        { name: "A", email: "a@x.in", dob: "2015-01-01", Class: 3, fathername: "F" },
        { name: " ", email: "bad", dob: "2015-01-01", Class: 3, fathername: "F" },
      ],
      studentBulkRowSchema,
    );
    expect(parsed.map((p) => p.row)).toEqual([2]);
    expect(errors.map((e) => `${e.row}:${e.field}`)).toEqual(["3:name", "3:email"]);
  });
});

describe("one-time codes", () => {
  it("are 12 symbols of the unambiguous alphabet in groups of four, all different", () => {
    const codes = newOneTimeCodes(2000);
    expect(new Set(codes).size).toBe(2000);
    for (const code of codes) {
      expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
      expect(looksLikeOneTimeCode(code.toLowerCase().replaceAll("-", " "))).toBe(true);
    }
    // Every symbol of the 32 turns up (the low five bits of a byte are uniform).
    expect(new Set(codes.join("").replaceAll("-", "")).size).toBe(32);
    expect(normaliseOneTimeCode("k7qm 4xpa-9rte")).toBe("K7QM4XPA9RTE");
    expect(looksLikeOneTimeCode("GanitDemo2025")).toBe(false);
  });
});
