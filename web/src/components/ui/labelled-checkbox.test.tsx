import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LabelledCheckbox } from "./labelled-checkbox.tsx";

describe("LabelledCheckbox", () => {
  it("is named by its words and reports the state a tap on them asks for", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <LabelledCheckbox label="Weekly summary" checked={false} onChange={onChange} />,
    );
    const box = screen.getByRole("checkbox", { name: "Weekly summary" });
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByText("Weekly summary"));
    expect(onChange).toHaveBeenLastCalledWith(true);

    rerender(<LabelledCheckbox label="Weekly summary" checked onChange={onChange} />);
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});
