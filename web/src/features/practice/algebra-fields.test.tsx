import { practiceItemSchema } from "@ganit/contracts";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { type DraftItem, newItem } from "./editor-draft.ts";
import { ItemEditor } from "./item-editor.tsx";

/**
 * The set editor writes expression and solution questions the server takes: the answer and its
 * form; the solution's shape, its values and its letters.
 */
let latest: DraftItem | null = null;
function Editor({ kind }: { kind: "expression" | "solution" }) {
  const [item, setItem] = useState<DraftItem>(() => ({ ...newItem(kind), prompt: "Solve it" }));
  latest = item;
  return <ItemEditor item={item} index={0} onChange={setItem} onRemove={() => {}} />;
}

describe("the set editor's algebra questions", () => {
  it("writes an expression question asking for the factorised form", async () => {
    render(<Editor kind="expression" />);
    // The fields load with import() when a question first shows them.
    fireEvent.change(await screen.findByLabelText(/^Correct expression or equation/), {
      target: { value: "(x-3)(x+3)" },
    });
    fireEvent.change(screen.getByLabelText("Form the question asks for"), {
      target: { value: "factorised" },
    });
    expect(latest).toMatchObject({ kind: "expression", answer: "(x-3)(x+3)", form: "factorised" });
    expect(practiceItemSchema.safeParse(latest).success).toBe(true);
    fireEvent.change(screen.getByLabelText("Form the question asks for"), { target: { value: "" } });
    expect(latest?.form).toBeUndefined();
  });

  it("writes a pair as the solution, with its letters, and no solution with no values", async () => {
    render(<Editor kind="solution" />);
    fireEvent.change(await screen.findByLabelText("The solution is"), { target: { value: "pair" } });
    fireEvent.change(screen.getByLabelText("Value 1"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Value 2"), { target: { value: "-1" } });
    fireEvent.change(screen.getByLabelText("Letters (x or x, y)"), { target: { value: "p, q" } });
    expect(latest).toMatchObject({ solution: "pair", values: ["2", "-1"], variables: ["p", "q"] });
    expect(practiceItemSchema.safeParse(latest).success).toBe(true);
    fireEvent.change(screen.getByLabelText("The solution is"), { target: { value: "none" } });
    expect(screen.queryByLabelText("Value 1")).toBeNull();
    expect(latest).toMatchObject({ solution: "none", values: [] });
    expect(latest?.variables).toBeUndefined();
    expect(practiceItemSchema.safeParse(latest).success).toBe(true);
  });
});
