import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatusBadge } from "./status-badge.tsx";

describe("StatusBadge", () => {
  it.each([
    ["active", "Active", "success", "bg-success-100"],
    ["hold", "On Hold", "warning", "bg-warning-100"],
    ["blocked", "Blocked", "danger", "bg-danger-100"],
    ["pending", "pending", "danger", "bg-danger-100"],
  ])("shows %s in its colour", (status, text, tone, colourClass) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(text);
    expect(badge.getAttribute("data-tone")).toBe(tone);
    expect(badge.className).toContain(colourClass);
  });

  it("ignores case and spaces of the status", () => {
    render(<StatusBadge status=" Active " />);
    expect(screen.getByText("Active").getAttribute("data-tone")).toBe("success");
  });
});
