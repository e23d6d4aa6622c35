import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import CoursesPage from "./courses-page.tsx";
import { FLOATING_SYMBOL_COUNT, makeFloatingSymbols } from "./floating-symbols-data.ts";
import HomePage from "./home-page.tsx";
import { STARS_PER_BURST } from "./star-burst.tsx";

function renderPage() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

describe("HomePage", () => {
  it("floats 30 decorative symbols, hidden from assistive technology", () => {
    const { container } = renderPage();
    const symbols = container.querySelectorAll("[data-floating-symbol]");
    expect(symbols).toHaveLength(30);
    expect(symbols[0]?.closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("bursts five stars when the heading is clicked", () => {
    const { container } = renderPage();
    expect(container.querySelector("[data-star-burst]")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Where numbers come out to play" }));
    const burst = container.querySelector("[data-star-burst]");
    expect(burst?.children).toHaveLength(STARS_PER_BURST);
    expect(burst?.getAttribute("aria-hidden")).toBe("true");
  });

  it("has one h1 and links to the courses and the login", () => {
    renderPage();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).toContain("/courses");
    expect(hrefs).toContain("/login");
  });
});

describe("the home page and the Courses page", () => {
  it("count the same ways into mathematics, and show as many as they count", () => {
    const home = renderPage();
    const families = within(screen.getByRole("region", { name: "Our course families" })).getAllByRole(
      "listitem",
    );
    expect(screen.getByText(/^11 ways into mathematics/)).toBeTruthy();
    expect(families).toHaveLength(11);
    home.unmount();
    render(
      <MemoryRouter>
        <CoursesPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^11 ways to fall in love with mathematics/)).toBeTruthy();
    const tiles = screen.getAllByRole("button").filter((b) => b.getAttribute("aria-haspopup") === "dialog");
    expect(tiles).toHaveLength(11);
  });
});

describe("makeFloatingSymbols", () => {
  it("places every symbol inside the hero with a size and a speed in range", () => {
    const symbols = makeFloatingSymbols();
    expect(symbols).toHaveLength(FLOATING_SYMBOL_COUNT);
    for (const s of symbols) {
      expect(s.left).toBeGreaterThanOrEqual(0);
      expect(s.left).toBeLessThanOrEqual(100);
      expect(s.top).toBeGreaterThanOrEqual(0);
      expect(s.top).toBeLessThanOrEqual(100);
      expect(s.size).toBeGreaterThan(1);
      expect(s.duration).toBeGreaterThanOrEqual(6);
      expect(s.delay).toBeLessThanOrEqual(0);
    }
  });
});
