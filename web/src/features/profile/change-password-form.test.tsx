import { MESSAGES } from "@ganit/contracts";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import i18n from "@/lib/i18n.ts";
import { TestProviders } from "@/lib/test-providers.tsx";
import { answerFetch, messageReply, requestBody } from "@/lib/test-server.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { fieldRefusalBody } from "@/test/api-handlers.ts";
import { errorOf } from "@/test/render.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import "./i18n.ts";

describe("ChangePasswordForm", () => {
  it("shows the server's 'too common' under New password, in Hindi", async () => {
    await i18n.changeLanguage("hi");
    const server = answerFetch({ status: 400, body: fieldRefusalBody("passwordTooCommon", "newPassword") });
    const user = userEvent.setup();
    render(<ChangePasswordForm username="asha1001" />, { wrapper: TestProviders });
    await user.type(screen.getByLabelText("वर्तमान पासवर्ड"), "GanitDemo2025");
    await user.type(screen.getByLabelText("नया पासवर्ड"), "password123");
    await user.click(screen.getByRole("button", { name: "पासवर्ड बदलें" }));
    const newPassword = screen.getByLabelText("नया पासवर्ड");
    await waitFor(() => expect(errorOf(newPassword)).toBe("यह पासवर्ड बहुत आम है। कृपया कोई दूसरा चुनें।"));
    expect(errorOf(screen.getByLabelText("वर्तमान पासवर्ड"))).toBe("");
    expect(requestBody(server)).toEqual({
      username: "asha1001",
      currentPassword: "GanitDemo2025",
      newPassword: "password123",
    });
  });

  it("refuses a new password equal to the current one under New password, without calling the server", async () => {
    const server = answerFetch({ status: 500, body: {} });
    const user = userEvent.setup();
    render(<ChangePasswordForm username="asha1001" />, { wrapper: TestProviders });
    await user.type(screen.getByLabelText("Current password"), "Same-Password-2025");
    await user.type(screen.getByLabelText("New password"), "Same-Password-2025");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText("New password"))).toBe(MESSAGES.newPasswordSameAsCurrent),
    );
    expect(server).not.toHaveBeenCalled();
  });

  it("toasts a wrong current password and clears the form after a success", async () => {
    answerFetch(
      messageReply(400, "currentPasswordWrong"),
      // The server's answer carries the fresh token of this session (changePasswordResponseSchema).
      {
        status: 200,
        body: { message: MESSAGES.passwordChanged, key: "passwordChanged", token: fakeToken("admin") },
      },
    );
    const user = userEvent.setup();
    render(<ChangePasswordForm username="asha1001" />, { wrapper: TestProviders });
    await user.type(screen.getByLabelText("Current password"), "not it");
    await user.type(screen.getByLabelText("New password"), "a fine new password");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText(MESSAGES.currentPasswordWrong)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeTruthy();
    expect((screen.getByLabelText("New password") as HTMLInputElement).value).toBe("");
  });
});
