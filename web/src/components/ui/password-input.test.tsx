import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PasswordInput } from "./password-input.tsx";

describe("PasswordInput", () => {
  it("hides the password until the toggle is pressed, and hides it again", async () => {
    const user = userEvent.setup();
    render(<PasswordInput label="Password" defaultValue="GanitDemo2025" />);
    const input = screen.getByLabelText("Password") as HTMLInputElement;
    expect(input.type).toBe("password");

    const show = screen.getByRole("button", { name: "Show password" });
    expect(show.getAttribute("aria-pressed")).toBe("false");
    await user.click(show);
    expect(input.type).toBe("text");
    expect(input.value).toBe("GanitDemo2025");

    const hide = screen.getByRole("button", { name: "Hide password" });
    expect(hide.getAttribute("aria-pressed")).toBe("true");
    await user.click(hide);
    expect(input.type).toBe("password");
  });

  it("links its error to the input", () => {
    render(<PasswordInput label="New password" error="Password must be at least 8 characters" />);
    const input = screen.getByLabelText("New password");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = input.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Password must be at least 8 characters");
  });
});
