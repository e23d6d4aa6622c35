import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog } from "./dialog.tsx";

function CourseTile() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Vedic Math
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Vedic Math"
        description="Ancient tricks for quick sums."
      >
        <p>Sixteen sutras.</p>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens from a plain button, closes on Escape and gives focus back", async () => {
    const user = userEvent.setup();
    render(<CourseTile />);
    const opener = screen.getByRole("button", { name: "Vedic Math" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Vedic Math" });
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes with its close button", async () => {
    const user = userEvent.setup();
    render(<CourseTile />);
    await user.click(screen.getByRole("button", { name: "Vedic Math" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
