import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OfficeMap } from "./office-map.tsx";
import "./i18n.ts";

const setOnline = (online: boolean) => vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);

afterEach(() => vi.restoreAllMocks());

describe("OfficeMap", () => {
  it("shows the address and a link to the map, and lays the embed over them only once it has loaded", () => {
    setOnline(true);
    const { container } = render(<OfficeMap />);
    expect(screen.getByText(/Banjara Hills/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Open in maps/ }).getAttribute("href")).toContain(
      "openstreetmap.org",
    );
    const frame = container.querySelector("iframe") as HTMLIFrameElement;
    expect(frame.getAttribute("aria-hidden")).toBe("true");
    expect(frame.className).toContain("opacity-0");
    // Not loaded yet: the map is not offered to a screen reader, the card is.
    expect(screen.queryByTitle("Map showing the Ganit office in Hyderabad")).toBeTruthy();
    expect(container.querySelector("[data-map-card]")?.getAttribute("aria-hidden")).toBeNull();

    fireEvent.load(frame);
    expect(frame.getAttribute("aria-hidden")).toBeNull();
    expect(frame.className).toContain("opacity-100");
    expect(container.querySelector("[data-map-card]")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("offline asks for no embed and says why the address stands in for the map", () => {
    setOnline(false);
    const { container } = render(<OfficeMap />);
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getByText(/You are offline/)).toBeTruthy();
    expect(screen.getByText(/Banjara Hills/)).toBeTruthy();
  });
});
