import { practiceSetInputSchema } from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import { type DraftSet, inputOf } from "./editor-draft.ts";

describe("the set editor's Hindi version of a question", () => {
  const draft = (hi: Record<string, string>): DraftSet => ({
    mode: "practice",
    mastery: { rule: "recent", n: 5, m: 4 },
    items: [{ kind: "numeric", prompt: "2 + 2 = ?", answer: "4", hi }],
    generators: [],
  });

  it("is sent with its texts, empty ones left out, and the server's schema takes it", () => {
    const input = inputOf(draft({ prompt: "2 और 2 का योग?", hint: " ", solution: "" }));
    expect(input.items?.[0]).toMatchObject({ hi: { prompt: "2 और 2 का योग?" } });
    expect((input.items?.[0] as { hi?: object } | undefined)?.hi).toEqual({ prompt: "2 और 2 का योग?" });
    expect(practiceSetInputSchema.safeParse(input).success).toBe(true);
  });

  it("is left out when it has no question", () => {
    const input = inputOf(draft({ prompt: "", hint: "जोड़ो" }));
    expect(input.items?.[0]).not.toHaveProperty("hi");
  });
});
