import { MESSAGES } from "@ganit/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answerFetch, messageReply, requestBody } from "@/lib/test-server.ts";
import { renderRoutes, TOAST_TEXT } from "@/test/render.tsx";
import ResetPasswordPage from "./reset-password-page.tsx";

function renderAt(url: string) {
  return renderRoutes(
    [
      { path: "/resetpassword", element: <ResetPasswordPage /> },
      { path: "/login", element: <h1>Login screen</h1> },
    ],
    url,
  );
}
const LINK = "/resetpassword?token=abc&username=asha%40school.in&email=asha%40school.in";

/** Types the new password and its confirmation, then presses `button`. */
async function choosePassword(
  user: ReturnType<typeof userEvent.setup>,
  password: string,
  confirmation: string,
  button = "Reset Password",
) {
  await user.type(screen.getByLabelText("New password"), password);
  await user.type(screen.getByLabelText("Confirm new password"), confirmation);
  await user.click(screen.getByRole("button", { name: button }));
}

describe("Forgot Password", () => {
  it("shows the server's message green because it says 'success'", async () => {
    const server = answerFetch(messageReply(200, "forgotPasswordSent"));
    const user = userEvent.setup();
    renderAt("/resetpassword");
    await user.type(screen.getByLabelText("Username"), "asha@school.in");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    const status = await screen.findByRole("status");
    expect(status.textContent).toBe(MESSAGES.forgotPasswordSent);
    expect(status.getAttribute("data-tone")).toBe("success");
    expect(requestBody(server)).toEqual({ username: "asha@school.in" });
  });

  it("asks for the username under its field", async () => {
    const server = answerFetch({ status: 500, body: {} });
    const user = userEvent.setup();
    renderAt("/resetpassword");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText(MESSAGES.usernameRequired)).toBeTruthy();
    expect(server).not.toHaveBeenCalled();
  });
});

describe("Reset Password", () => {
  it("toasts 'Passwords do not match!' and sends nothing", async () => {
    const server = answerFetch({ status: 500, body: {} });
    const user = userEvent.setup();
    renderAt(LINK);
    await choosePassword(user, "a fine new password", "another password");
    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch, { selector: TOAST_TEXT })).toBeTruthy();
    expect(server).not.toHaveBeenCalled();
  });

  it("sends the link's token, username and e-mail, then goes to /login", async () => {
    const server = answerFetch(messageReply(200, "resetSuccess"));
    const user = userEvent.setup();
    const router = renderAt(LINK);
    await choosePassword(user, "a fine new password", "a fine new password");
    expect(await screen.findByRole("heading", { name: "Login screen" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    expect(requestBody(server)).toEqual({
      token: "abc",
      username: "asha@school.in",
      email: "asha@school.in",
      password: "a fine new password",
    });
  });

  it("shows a used link's message red, with a way to ask for a new one", async () => {
    answerFetch(messageReply(400, "resetTokenUsed"));
    const user = userEvent.setup();
    renderAt(LINK);
    await choosePassword(user, "a fine new password", "a fine new password");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(MESSAGES.resetTokenUsed);
    expect(alert.getAttribute("data-tone")).toBe("danger");
    expect(screen.getByRole("link", { name: "Request a new link" })).toBeTruthy();
  });
});

describe("Set your password (a welcome link)", () => {
  it("calls it setting a password and sends the same request", async () => {
    const server = answerFetch(messageReply(200, "passwordSetSuccess"));
    const user = userEvent.setup();
    const router = renderAt(`${LINK}&set=1`);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Set your password");
    expect(screen.queryByText(/Reset Password/)).toBeNull();
    await choosePassword(user, "a fine new password", "a fine new password", "Set Password");
    expect(await screen.findByRole("heading", { name: "Login screen" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    expect(requestBody(server)).toMatchObject({ token: "abc", password: "a fine new password" });
  });
});
