import { API } from "@ganit/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import i18n from "@/lib/i18n.ts";
import { answerFetch, messageReply } from "@/lib/test-server.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { renderRoutes } from "@/test/render.tsx";
import { SignOutEverywhere } from "./sign-out-everywhere.tsx";
import "./i18n.ts";

function renderAtProfile() {
  return renderRoutes(
    [
      { path: "/profile", element: <SignOutEverywhere /> },
      { path: "/login", element: <p>login</p> },
    ],
    "/profile",
  );
}

describe("SignOutEverywhere", () => {
  it("asks the server to end every session with this token, then forgets it here and goes to /login", async () => {
    const token = fakeToken("teacher");
    sessionStorage.setItem("token", token);
    const server = answerFetch(messageReply(200, "signedOutEverywhere"));
    const user = userEvent.setup();
    const router = renderAtProfile();
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(server.mock.calls[0]?.[0]).toBe(API.logoutEverywhere);
    expect(server.mock.calls[0]?.[1]).toMatchObject({ method: "POST", headers: { Authorization: token } });
    expect(sessionStorage.getItem("token")).toBeNull();
  });

  it("says so in Hindi when the server cannot, and keeps the session", async () => {
    await i18n.changeLanguage("hi");
    sessionStorage.setItem("token", fakeToken("school"));
    answerFetch(messageReply(503, "serverBusy"));
    const user = userEvent.setup();
    const router = renderAtProfile();
    await user.click(screen.getByRole("button", { name: "हर जगह से साइन आउट करें" }));
    expect(await screen.findByText(/Ganit|व्यस्त/)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/profile");
    expect(sessionStorage.getItem("token")).not.toBeNull();
    await i18n.changeLanguage("en");
  });
});
