import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it } from "vitest";
import { AppToaster } from "./app-toaster.tsx";

describe("AppToaster", () => {
  it("stands toasts top-right below the header (4 rem), so they never cover its buttons", async () => {
    render(<AppToaster />);
    act(() => {
      toast.success("Saved");
    });
    await screen.findByText("Saved");
    const toaster = document.querySelector<HTMLElement>("[data-sonner-toaster]");
    expect(toaster?.dataset.yPosition).toBe("top");
    expect(toaster?.dataset.xPosition).toBe("right");
    const top = toaster?.style.getPropertyValue("--offset-top") ?? "";
    expect(Number.parseFloat(top)).toBeGreaterThan(4);
    expect(top.endsWith("rem")).toBe(true);
    expect(Number.parseFloat(toaster?.style.getPropertyValue("--mobile-offset-top") ?? "")).toBeGreaterThan(
      4,
    );
  });
});
