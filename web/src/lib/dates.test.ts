import { describe, expect, it } from "vitest";
import { dayFirst, longDate, parseDayFirst } from "./dates.ts";

describe("dates, the Indian way", () => {
  it("writes a calendar day as DD-MM-YYYY", () => {
    expect(dayFirst("1988-06-15")).toBe("15-06-1988");
    expect(dayFirst("2026-01-05T10:00:00.000Z")).toBe("05-01-2026");
    expect(dayFirst(null)).toBe("");
    expect(dayFirst("not a date")).toBe("not a date");
  });

  it("reads DD-MM-YYYY as typed, with the separators people use, and refuses days that do not exist", () => {
    expect(parseDayFirst("15-06-1988")).toBe("1988-06-15");
    expect(parseDayFirst(" 5/6/2014 ")).toBe("2014-06-05");
    expect(parseDayFirst("05.06.2014")).toBe("2014-06-05");
    expect(parseDayFirst("05062014")).toBe("2014-06-05");
    expect(parseDayFirst("29-02-2024")).toBe("2024-02-29");
    for (const wrong of [
      "29-02-2023",
      "32-01-2014",
      "15-13-2014",
      "06/15/1988",
      "1988-06-15",
      "15-06-88",
      "",
    ])
      expect(parseDayFirst(wrong), wrong).toBeNull();
  });

  it("writes a long date in the reader's language, never a day off in a time zone west of UTC", () => {
    expect(longDate("1988-06-15", "en")).toBe("15 June 1988");
    expect(longDate("1988-06-15", "hi")).toBe("15 जून 1988");
    expect(longDate(null, "en")).toBe("");
  });
});
