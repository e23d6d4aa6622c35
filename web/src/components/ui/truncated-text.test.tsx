import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TruncatedText } from "./truncated-text.tsx";

/** jsdom lays nothing out: give every element the widths a browser would measure. */
function widths(scroll: number, client: number) {
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(scroll);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(client);
}

afterEach(() => vi.restoreAllMocks());

const NAME = "Aadhya Venkataraman Subramaniam Iyer ".repeat(4).trim();

describe("TruncatedText", () => {
  it("says the whole of a cut text on hover (title) and is reachable by keyboard to unfold it", () => {
    widths(900, 200);
    render(<TruncatedText text={NAME} maxWidth="22ch" />);
    const text = screen.getByText(NAME);
    expect(text.getAttribute("title")).toBe(NAME);
    expect(text.getAttribute("tabindex")).toBe("0");
    expect(text.className).toContain("md:truncate");
    expect(text.style.getPropertyValue("--cell-max")).toBe("22ch");
  });

  it("adds no tooltip and no tab stop when nothing is cut", () => {
    widths(120, 200);
    render(<TruncatedText text="Asha Verma" maxWidth="22ch" />);
    const text = screen.getByText("Asha Verma");
    expect(text.getAttribute("title")).toBeNull();
    expect(text.getAttribute("tabindex")).toBeNull();
  });
});
