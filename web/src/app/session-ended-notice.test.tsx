import { MESSAGES } from "@ganit/contracts";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiFetch } from "@/lib/api.ts";
import { useAuth } from "@/lib/auth.tsx";
import { setLanguage } from "@/lib/i18n.ts";
import { TestProviders } from "@/lib/test-providers.tsx";
import { answerFetch, messageReply } from "@/lib/test-server.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { newestToast } from "@/test/render.tsx";
import { SessionEndedNotice } from "./session-ended-notice.tsx";

afterEach(() => setLanguage("en"));

function Who() {
  const { user } = useAuth();
  return <p>{user ? "signed in" : "signed out"}</p>;
}

function renderSignedIn() {
  sessionStorage.setItem("token", fakeToken("teacher"));
  render(
    <TestProviders>
      <Who />
      <SessionEndedNotice />
    </TestProviders>,
  );
}

describe("SessionEndedNotice", () => {
  it("says why when the server ends a session because the school is on hold", async () => {
    renderSignedIn();
    expect(screen.getByText("signed in")).toBeTruthy();
    answerFetch(messageReply(403, "schoolOnHold"));
    await act(() => apiFetch("/api/teacher/accesscourses").catch(() => undefined));
    await waitFor(() => expect(newestToast()).toBe(MESSAGES.schoolOnHold));
    expect(screen.getByText("signed out")).toBeTruthy();
  });

  it("says it in Hindi", async () => {
    await act(async () => setLanguage("hi"));
    renderSignedIn();
    answerFetch(messageReply(403, "schoolBlocked"));
    await act(() => apiFetch("/api/teacher/accesscourses").catch(() => undefined));
    await waitFor(() => expect(newestToast()).toMatch(/ब्लॉक/));
  });

  it("stays quiet for an expired session (401): the login page is the answer", async () => {
    renderSignedIn();
    answerFetch(messageReply(401, "sessionInvalid"));
    await act(() => apiFetch("/api/teacher/accesscourses").catch(() => undefined));
    await waitFor(() => expect(screen.getByText("signed out")).toBeTruthy());
    expect(screen.queryByText(MESSAGES.sessionInvalid)).toBeNull();
  });
});
