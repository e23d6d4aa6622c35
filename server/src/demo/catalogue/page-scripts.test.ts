import { JSDOM, VirtualConsole } from "jsdom";
import { describe, expect, it } from "vitest";
import { loadDemoCatalogue } from "./index.ts";

/**
 * The lesson pages' scripts, run for real in jsdom: each page loads without a script error, every
 * button on it can be pressed, and every "try it" box accepts its own answer key and refuses a
 * wrong answer — so an answer key the shared script would not accept cannot ship.
 */

// The few DOM members used here (the server's type check has no DOM library).
type El = {
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): ArrayLike<El>;
  getAttribute(name: string): string | null;
  click(): void;
  className: string;
  textContent: string | null;
  value: string;
  disabled?: boolean;
};

function open(content: string) {
  const errors: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on("jsdomError", (error) => errors.push(error.message));
  virtualConsole.on("error", (...args) => errors.push(args.map(String).join(" ")));
  const dom = new JSDOM(content, { runScripts: "dangerously", virtualConsole });
  return { dom, document: dom.window.document as El, errors };
}

const { lessons } = loadDemoCatalogue();

describe.each(lessons.map((l) => [l.slug, l] as const))("%s", (_slug, lesson) => {
  it("runs its scripts without an error, also when every button is pressed", () => {
    const { dom, document, errors } = open(lesson.content);
    try {
      for (const button of Array.from(document.querySelectorAll("button"))) {
        if (!button.disabled) button.click();
        if (!button.disabled) button.click();
      }
      expect(errors).toEqual([]);
    } finally {
      dom.window.close();
    }
  });

  it("accepts each try-it answer key and refuses a wrong answer", () => {
    const { dom, document, errors } = open(lesson.content);
    try {
      const boxes = Array.from(document.querySelectorAll(".try"));
      for (const box of boxes) {
        const input = box.querySelector("input");
        const button = box.querySelector("button");
        const feedback = box.querySelector(".feedback");
        expect(input && button && feedback, "the try box got its field, button and feedback").toBeTruthy();
        if (!input || !button || !feedback) continue;
        for (const answer of (box.getAttribute("data-answer") ?? "").split("|")) {
          input.value = ` ${answer} `;
          button.click();
          expect(feedback.className, `${answer} is accepted`).toBe("feedback ok");
        }
        input.value = "not the answer";
        button.click();
        expect(feedback.className).toBe("feedback no");
        input.value = "";
        button.click();
        expect(feedback.className).toBe("feedback");
        expect(feedback.textContent).toBe(
          lesson.slug.endsWith("-hi") ? "पहले अपना उत्तर लिखिए।" : "Type your answer first.",
        );
      }
      expect(errors).toEqual([]);
    } finally {
      dom.window.close();
    }
  });
});
