import { MESSAGES } from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import {
  addClass,
  draftToRequest,
  emptyDraft,
  lowestFreeClass,
  newClass,
  newLevel,
  newResource,
  removeClass,
  renumberClass,
  validateDraft,
} from "./course-draft.ts";

describe("the course draft", () => {
  it("gives a new class the lowest unused number, and refuses an eleventh", () => {
    const classes = [newClass(1), newClass(2), newClass(4)];
    expect(lowestFreeClass(classes)).toBe(3);
    let all = classes;
    for (let i = 0; i < 7; i++) {
      const next = addClass(all);
      if (typeof next === "string") throw new Error(next);
      all = next;
    }
    expect(all.map((c) => c.classNumber).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(addClass(all)).toBe("tooManyClasses");
    expect(MESSAGES.tooManyClasses).toBe("Maximum of 10 classes allowed");
  });

  it("keeps at least one class and refuses a class number that exists", () => {
    const only = [newClass(3)];
    expect(removeClass(only, only[0]?.key ?? "")).toBe("atLeastOneClass");
    expect(MESSAGES.atLeastOneClass).toBe("You must have at least one class");
    const two = [newClass(3), newClass(5)];
    expect(renumberClass(two, two[1]?.key ?? "", 3)).toBe("classNumberExists");
    expect(MESSAGES.classNumberExists).toBe("Class number already exists");
    const moved = renumberClass(two, two[1]?.key ?? "", 7);
    expect(typeof moved !== "string" && moved.map((c) => c.classNumber)).toEqual([3, 7]);
  });

  it("numbers topics by their place, so they renumber after a deletion", () => {
    const draft = emptyDraft();
    const klass = draft.classes[0];
    if (!klass) throw new Error("no class");
    klass.pricePerStudent = "10";
    klass.pricePerSchool = "0";
    klass.levels = [newLevel(), newLevel(), newLevel()].map((level, i) => ({
      ...level,
      levelName: `T${i + 1}`,
    }));
    klass.levels.splice(0, 1);
    const request = draftToRequest({ ...draft, name: "Math Lab" });
    expect(request.classLevels[0]?.levels?.map((l) => [l.levelNumber, l.levelName])).toEqual([
      [1, "T2"],
      [2, "T3"],
    ]);
  });

  it("checks the contract's rules with the API's paths: prices, names, resource addresses", () => {
    const draft = emptyDraft();
    const klass = draft.classes[0];
    if (!klass) throw new Error("no class");
    klass.pricePerStudent = "12.345";
    klass.levels = [
      { ...newLevel(), titles: [{ key: "t", title: "Sub", titleHi: "", resources: [newResource()] }] },
    ];
    expect(newResource()).toMatchObject({ type: "video", url: "" });
    const errors = validateDraft(draft);
    expect(errors).toMatchObject({
      name: "courseNameRequired",
      "classLevels.0.pricePerStudent": "priceInvalid",
      "classLevels.0.pricePerSchool": "priceInvalid",
      "classLevels.0.levels.0.levelName": "levelNameRequired",
      "classLevels.0.levels.0.titles.0.resources.0.url": "resourceUrlInvalid",
    });
  });
});
