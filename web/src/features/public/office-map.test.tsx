import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OfficeMap } from "./office-map.tsx";
import "./i18n.ts";

const setOnline = (online: boolean) => vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);

afterEach(() => vi.restoreAllMocks());

describe("OfficeMap", () => {
  it("shows the address and a link to the map; the embed only when asked for, and only once it has loaded", async () => {
    setOnline(true);
    const user = userEvent.setup();
    const { container } = render(<OfficeMap />);
    expect(screen.getByText(/Banjara Hills/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Open in maps/ }).getAttribute("href")).toContain(
      "openstreetmap.org",
    );
    // Nothing is asked of the map's server until the reader wants the map.
    expect(container.querySelector("iframe")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Show the map here" }));
    const frame = container.querySelector("iframe") as HTMLIFrameElement;
    expect(frame.className).toContain("opacity-0");
    expect(screen.getByRole("status").textContent).toBe("Loading the map…");
    fireEvent.load(frame);
    expect(frame.className).toContain("opacity-100");
    expect(screen.queryByRole("status")).toBeNull();
    // The address stays whatever the frame shows.
    expect(screen.getByText(/Banjara Hills/)).toBeTruthy();
  });

  it("offline offers no map and says why the address stands in for it", () => {
    setOnline(false);
    const { container } = render(<OfficeMap />);
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.queryByRole("button", { name: "Show the map here" })).toBeNull();
    expect(screen.getByText(/You are offline/)).toBeTruthy();
    expect(screen.getByText(/Banjara Hills/)).toBeTruthy();
  });
});
