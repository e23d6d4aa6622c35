import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ScrollRegion } from "./scroll-region.tsx";

describe("ScrollRegion", () => {
  it("is a region named by its label that the keyboard reaches", async () => {
    const user = userEvent.setup();
    render(
      <ScrollRegion label="Growth by month" className="overflow-x-auto">
        <p>Months</p>
      </ScrollRegion>,
    );
    const region = screen.getByRole("region", { name: "Growth by month" });
    expect(region.className).toBe("overflow-x-auto");
    await user.tab();
    expect(document.activeElement).toBe(region);
  });
});
