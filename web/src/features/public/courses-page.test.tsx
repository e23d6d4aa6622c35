import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import CoursesPage from "./courses-page.tsx";

function renderPage() {
  render(
    <MemoryRouter>
      <CoursesPage />
    </MemoryRouter>,
  );
}

const tile = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) });

describe("CoursesPage", () => {
  it("shows eleven course tiles under one heading", () => {
    renderPage();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const tiles = screen.getAllByRole("button").filter((b) => b.getAttribute("aria-haspopup") === "dialog");
    expect(tiles).toHaveLength(11);
    for (const name of [
      "Vedic Math",
      "Geo Math",
      "Competitive Math",
      "Interactive Math",
      "Math Aptitude Exam",
    ]) {
      expect(tile(name)).toBeTruthy();
    }
  });

  it("opens a course dialog and gives focus back to the tile on Escape", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(tile("Vedic Math"));
    const dialog = screen.getByRole("dialog", { name: "Vedic Math" });
    expect(within(dialog).getByText(/sixteen sutras/)).toBeTruthy();
    expect(within(dialog).getByText("Classes 1 to 10")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(tile("Vedic Math"));
  });

  it("lists the aptitude exam prizes in Indian rupee format", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(tile("Math Aptitude Exam"));
    const dialog = screen.getByRole("dialog", { name: "Math Aptitude Exam" });
    const text = dialog.textContent ?? "";
    expect(text).toContain(
      "District level: an up-skilling kit worth Rs. 17,500 (a coding program worth Rs. 15,000 plus a voucher worth Rs. 2,500).",
    );
    expect(text).toContain("State level: again an up-skilling kit worth Rs. 17,500");
    expect(text).toContain("a teacher award kit worth Rs. 2,500");
    expect(text).toContain("Syllabus: classes 3 to 9");
  });

  it("closes on a click outside the dialog", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(tile("Magic Math"));
    expect(screen.getByRole("dialog")).toBeTruthy();
    // The overlay is the only open element outside the dialog: clicking it is clicking outside.
    const overlay = [...document.querySelectorAll<HTMLElement>("[data-state='open']")].find(
      (element) => element.getAttribute("role") !== "dialog" && !element.contains(screen.getByRole("dialog")),
    );
    if (!overlay) throw new Error("no overlay");
    await user.click(overlay);
    expect(document.activeElement).toBe(tile("Magic Math"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
