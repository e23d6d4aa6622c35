import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
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
