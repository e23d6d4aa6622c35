import { writeText } from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";

/** How a generator's message is written from its template (packages/contracts/src/practice/generators/render.ts). */
const definition = {
  id: "sample",
  texts: {
    en: {
      sum: "{a} + {b} = {answer}",
      twice: "{n} and {n} again",
      plain: "No numbers here.",
      nested: "{who} has {count}.",
      apples: "{n} apples",
      braces: "{{a}} and {not a name} and {a}",
      onlyEnglish: "{x} only in English",
    },
    hi: {
      sum: "{a} + {b} = {answer}",
      twice: "{n} और फिर {n}",
      plain: "यहाँ कोई संख्या नहीं।",
      nested: "{who} के पास {count} हैं।",
      apples: "{n} सेब",
      braces: "{{a}} और {not a name} और {a}",
    },
  },
} as const;

describe("a generator's message written out", () => {
  it("fills every {name}, a repeated one each time, in the reader's language", () => {
    expect(writeText(definition, { key: "sum", params: { a: 3, b: 4, answer: 7 } }, "en")).toBe("3 + 4 = 7");
    expect(writeText(definition, { key: "twice", params: { n: 5 } }, "en")).toBe("5 and 5 again");
    expect(writeText(definition, { key: "twice", params: { n: 5 } }, "hi")).toBe("5 और फिर 5");
    expect(writeText(definition, { key: "plain" }, "hi")).toBe("यहाँ कोई संख्या नहीं।");
  });

  it("writes a message inside a message in the same language", () => {
    const text = { key: "nested", params: { who: "Asha", count: { key: "apples", params: { n: 3 } } } };
    expect(writeText(definition, text, "en")).toBe("Asha has 3 apples.");
    expect(writeText(definition, text, "hi")).toBe("Asha के पास 3 सेब हैं।");
  });

  it("leaves braces that hold no name as they are, and fills the name inside doubled ones", () => {
    expect(writeText(definition, { key: "braces", params: { a: 1 } }, "en")).toBe(
      "{1} and {not a name} and 1",
    );
  });

  it("falls back to English for a message with no Hindi, and the same template twice gives the same text", () => {
    for (let i = 0; i < 3; i++)
      expect(writeText(definition, { key: "onlyEnglish", params: { x: i } }, "hi")).toBe(
        `${i} only in English`,
      );
  });

  it("refuses a message it does not have and a name not given", () => {
    expect(() => writeText(definition, { key: "missing" }, "en")).toThrow('sample: no text "missing"');
    expect(() => writeText(definition, { key: "sum", params: { a: 1, b: 2 } }, "en")).toThrow(
      'sample: "sum" needs {answer}',
    );
  });
});
