import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { DraftItem } from "./editor-draft.ts";
import { ItemEditor } from "./item-editor.tsx";

/** The set editor names the form a question asks for and its unit; "Any form" and "No unit" remove them. */
let latest: DraftItem | null = null;

function Editor({ start }: { start: DraftItem }) {
  const [item, setItem] = useState(start);
  latest = item;
  return <ItemEditor item={item} index={0} onChange={setItem} onRemove={() => undefined} />;
}

describe("the answer form and unit of a question", () => {
  it("sets and clears a numeric question's form and unit", async () => {
    render(<Editor start={{ kind: "numeric", prompt: "Write 3/5 as a decimal.", answer: "0.6" }} />);
    // The fields load with import() when a question first shows them.
    await userEvent.selectOptions(
      await screen.findByLabelText("Answer form the question asks for"),
      "decimal",
    );
    await userEvent.selectOptions(screen.getByLabelText("Unit of the answer"), "cm2");
    expect(latest).toMatchObject({ form: "decimal", unit: "cm2" });
    expect(screen.getByRole("option", { name: "Square centimetres (cm²)" })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("Answer form the question asks for"), "");
    await userEvent.selectOptions(screen.getByLabelText("Unit of the answer"), "");
    expect(latest && "form" in latest).toBe(false);
    expect(latest && "unit" in latest).toBe(false);
  });

  it("offers a fraction question only the fraction or the mixed number, and no unit", async () => {
    render(<Editor start={{ kind: "fraction", prompt: "?", answer: { numerator: 23, denominator: 18 } }} />);
    const form = await screen.findByLabelText("Answer form the question asks for");
    expect([...form.querySelectorAll("option")].map((option) => option.value)).toEqual([
      "",
      "fraction",
      "mixed",
    ]);
    expect(screen.queryByLabelText("Unit of the answer")).toBeNull();
    await userEvent.selectOptions(form, "mixed");
    expect(latest).toMatchObject({ form: "mixed" });
  });
});
